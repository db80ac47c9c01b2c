import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrations.js';

/** The database file is held by another running emulator. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/**
 * Opens (and migrates) the emulator's database: `:memory:`, or a file this emulator holds until it
 * closes. Two emulators on one file would both run the clock and the webhook worker over the same
 * rows, and the one started last would own the business's webhook target, cutting the first one's
 * receiver off: the second is refused with DatabaseInUseError.
 */
export function openDatabase(path: string): Database {
  if (path === ':memory:') return prepared(new BetterSqlite3(path));
  mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  try {
    // EXCLUSIVE keeps the lock of the first write until the connection closes, and the operating
    // system drops it with the process (kill -9 included). Chosen before WAL, so WAL keeps its
    // index in memory rather than in a shared file other processes would map.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    db.close();
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code !== 'SQLITE_BUSY') throw error;
    throw new DatabaseInUseError(`another emulator is using ${path}`, { cause: error });
  }
  return prepared(db);
}

function prepared(db: Database): Database {
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

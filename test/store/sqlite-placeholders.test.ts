// The SQLite store takes the stores' PostgreSQL-style `$N` parameters: what PostgreSQL reads as a
// parameter is one, and nothing else is, so one SQL text binds the same on both databases.

import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../src/store/sqlite-database.js';

describe('SQLite $N parameters', () => {
  const db = SqliteDatabase.open(':memory:');
  afterAll(() => db.close());

  it('leaves a $N inside a comment alone, as PostgreSQL does, even one holding a quote', async () => {
    const line = await db.query("SELECT $2 AS a, $1 AS b -- don't read $3 here\n", ['one', 'two']);
    expect(line.rows).toEqual([{ a: 'two', b: 'one' }]);
    const block = await db.query("SELECT /* $3, o'clock */ $1 AS a, '/* $2 */' AS b", ['one', 'two']);
    expect(block.rows).toEqual([{ a: 'one', b: '/* $2 */' }]);
  });
});

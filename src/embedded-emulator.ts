// The emulator `npm start` embeds when RAMP_BASE_URL is unset. Its state belongs with the gateway's
// store, which remembers what this emulator created (owners, last statuses, idempotency records):
// a second gateway from the same checkout with a store of its own gets an emulator state of its
// own, so neither takes over the other's webhook target; one on the same store is refused.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DatabaseInUseError, startEmulator, type RunningEmulator } from '../emulator/index.js';
import { StoreNotUsableError } from './store/database.js';
import { DEFAULT_DATABASE_PATH, type StoreConfig } from './store/gateway-store.js';

export const EMBEDDED_DATA_DIRECTORY = '.emulator-data';

const digest = (identity: string) => createHash('sha256').update(identity).digest('hex').slice(0, 12);

/** The embedded emulator's database for a gateway on `store`: one per store, in `directory`. */
export function embeddedEmulatorDbPath(store: StoreConfig, directory = EMBEDDED_DATA_DIRECTORY): string {
  if (store.url !== undefined) return join(directory, `gateway-emulator-${digest(store.url)}.db`);
  const path = store.path ?? DEFAULT_DATABASE_PATH;
  if (path === ':memory:') return ':memory:';
  // The default store keeps the file name it has always had: a checkout's existing pair stays a pair.
  if (resolve(path) === resolve(DEFAULT_DATABASE_PATH)) return join(directory, 'gateway-emulator.db');
  return join(directory, `gateway-emulator-${digest(resolve(path))}.db`);
}

function refusal(store: StoreConfig): string {
  if (store.url !== undefined) {
    return (
      'Another gateway on this DATABASE_URL runs the embedded emulator. Point this one at that emulator ' +
      '(RAMP_BASE_URL: the upstream it printed), or give it a store of its own (GATEWAY_DB_PATH, without DATABASE_URL).'
    );
  }
  return (
    `Another gateway is using the store ${store.path ?? DEFAULT_DATABASE_PATH} and its embedded emulator. ` +
    'To run a second gateway beside it, give it a store of its own and a free port, e.g. GATEWAY_DB_PATH=.gateway-data/second.db PORT=0 npm start'
  );
}

export interface EmbeddedEmulatorOptions {
  /** The usual port; a free one when it is taken. */
  port: number;
  /** The gateway's store, which the emulator's state is paired with. */
  store: StoreConfig;
  directory?: string;
}

/** Starts the emulator for a gateway; refuses (StoreNotUsableError) when another gateway holds the store's emulator state. */
export async function startEmbeddedEmulator({ port, store, directory }: EmbeddedEmulatorOptions): Promise<RunningEmulator> {
  const options = { host: '127.0.0.1', dbPath: embeddedEmulatorDbPath(store, directory) };
  try {
    return await startEmulator({ ...options, port });
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw new StoreNotUsableError(refusal(store), { cause: error });
    if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
    // Another emulator (or anything else) holds the usual port: any free one will do.
    return startEmulator({ ...options, port: 0 });
  }
}

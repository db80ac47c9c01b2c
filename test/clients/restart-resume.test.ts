// docs/clients.md's `statusEvents` followers for graphql-sse and Apollo Client's multipart link, run
// as written (each block a module of its own, in a directory whose node_modules are the
// repository's, as an app's would be) across a real gateway restart: same store file, same port.
// Each package's own retry would send the first `after:` again (graphql-sse: PROCESSING twice) or
// not come back at all (Apollo: "terminated"); the documented setups resubscribe from the last
// cursor received, so every event arrives once, in order, the ones accepted after the restart too.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveSetupOfframpDocument, TestMoveOfframpDocument } from '../generated/graphql.js';
import { REPOSITORY_ROOT } from '../docs/readme.js';
import { readEvents, waitForEvents } from '../events/support/event-log.js';
import { execute, gatewayConfig, offrampInput, pointWebhooksAt, startLiveEmulator } from '../events/support/live-harness.js';
import { tempSqliteStore } from '../store/support/databases.js';
import { callbackQueue } from './support/callback-queue.js';

interface StatusEvent {
  cursor: string;
  kind: string;
  resourceId: string;
  previousStatus: string | null;
  status: string;
}
type Filter = { kinds?: string[]; resourceIds?: string[] };

interface SseFollower {
  followStatusEvents(url: string, key: string, after: string | null, filter?: Filter, retryMs?: number): AsyncGenerator<StatusEvent>;
}
interface ApolloFollower {
  followStatusEvents(
    url: string,
    key: string,
    after: string | null,
    filter: Filter,
    onEvent: (event: StatusEvent) => void,
    onFailure: (error: unknown) => void,
    retryMs?: number,
  ): () => void;
}

const page = readFileSync(join(REPOSITORY_ROOT, 'docs/clients.md'), 'utf8');
const dirs: string[] = [];
// Short, so the test does not wait a second per reconnection attempt; the blocks default to one.
const RETRY_MS = 50;

/** The docs' ts block holding `marker`, imported as the module an app would write it as. */
async function documentedModule<T>(marker: string): Promise<T> {
  const found = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!).filter((text) => text.includes(marker));
  expect(found).toHaveLength(1);
  const dir = mkdtempSync(join(tmpdir(), 'clients-resume-'));
  dirs.push(dir);
  symlinkSync(join(REPOSITORY_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  const file = join(dir, 'follow.ts');
  writeFileSync(file, found[0]!);
  return (await import(pathToFileURL(file).href)) as T;
}

interface Feed {
  next(): Promise<StatusEvent>;
  close(): Promise<void>;
}

let emulator: RunningEmulator;
let gateway: RunningGateway | undefined;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

afterAll(async () => {
  await emulator?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function createOfframp(target: RunningGateway): Promise<string> {
  const created = await execute(target, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
  expect(created.createOfframp.userErrors).toEqual([]);
  return created.createOfframp.offramp!.id;
}

async function move(target: RunningGateway, id: string, status: 'PROCESSING' | 'COMPLETED'): Promise<void> {
  expect((await execute(target, TestMoveOfframpDocument, { input: { id, status } }, emulator.testKey)).testMoveOfframp.userErrors).toEqual([]);
}

const summary = (event: StatusEvent) => [event.resourceId, event.previousStatus, event.status];

/**
 * An off-ramp's PROCESSING arrives live; the gateway restarts on its store file and port; the
 * off-ramp completes and a second one is created through the restarted gateway. The follower,
 * started after the first event, gets each of the other three once, in order, as the log has them.
 */
async function acrossRestart(open: (url: string, after: string) => Feed): Promise<void> {
  const store = tempSqliteStore();
  gateway = await startGateway(gatewayConfig(emulator.url, {}, store));
  pointWebhooksAt(emulator, gateway);
  const port = Number(new URL(gateway.url).port);
  const url = gateway.graphqlUrl;

  const x = await createOfframp(gateway);
  const [pending] = await waitForEvents(gateway, emulator.testKey, { resourceIds: [x] }, 1);
  const feed = open(url, pending!.cursor);
  try {
    await move(gateway, x, 'PROCESSING');
    const received = [await feed.next()];
    expect(summary(received[0]!)).toEqual([x, 'PENDING', 'PROCESSING']);

    await gateway.close();
    // The closed gateway's idle connections are gone, but this process's fetch pool learns it only
    // when its event loop next reads them: without that, the next call rode one of them and failed
    // with "other side closed" (UND_ERR_SOCKET). The followers' own retries are what is under test.
    await new Promise((resolve) => setTimeout(resolve, 50));
    gateway = await startGateway({ ...gatewayConfig(emulator.url, {}, store), port });
    pointWebhooksAt(emulator, gateway);
    expect(gateway.graphqlUrl).toBe(url);

    await move(gateway, x, 'COMPLETED');
    const y = await createOfframp(gateway);
    received.push(await feed.next(), await feed.next());
    expect(received.map(summary)).toEqual([
      [x, 'PENDING', 'PROCESSING'],
      [x, 'PROCESSING', 'COMPLETED'],
      [y, null, 'PENDING'],
    ]);
    const log = await readEvents(gateway, emulator.testKey, { kinds: ['OFFRAMP'] }, pending!.cursor);
    expect(received.map((event) => event.cursor)).toEqual(log.map((edge) => edge.cursor));
  } finally {
    await feed.close();
  }
}

describe('statusEvents across a gateway restart, in the setup docs/clients.md shows', () => {
  it('graphql-sse: no event twice, none missed', async () => {
    const { followStatusEvents } = await documentedModule<SseFollower>('// graphql-sse: statusEvents resumed from the last cursor received');
    await acrossRestart((url, after) => {
      const events = followStatusEvents(url, emulator.testKey, after, { kinds: ['OFFRAMP'] }, RETRY_MS);
      return {
        next: async () => {
          const result = await events.next();
          if (result.done) throw new Error('the follower ended');
          return result.value;
        },
        close: async () => void (await events.return(undefined)),
      };
    });
  });

  it('Apollo Client’s multipart HttpLink: no event twice, none missed', async () => {
    const { followStatusEvents } = await documentedModule<ApolloFollower>('// Apollo Client: statusEvents resumed from the last cursor received');
    await acrossRestart((url, after) => {
      const events = callbackQueue<StatusEvent>();
      const stop = followStatusEvents(url, emulator.testKey, after, { kinds: ['OFFRAMP'] }, events.push, events.fail, RETRY_MS);
      return { next: events.take, close: async () => stop() };
    });
  });
});

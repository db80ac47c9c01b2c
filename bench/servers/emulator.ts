// The real emulator (in-memory SQLite), its clock set far out so nothing moves on its own
// during a measurement; seeded with ESP transactions so listings have pages to read. With
// `readerKeys`, a second business holds that many test keys (operations.ts `readerKey`), callers
// that own nothing, in a database file written before the emulator opens it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../emulator/db/connection.js';
import { startEmulator } from '../../emulator/index.js';
import { childOptions, serveChild } from '../child-harness.js';
import { ESP_OFFRAMP_PATH, ESP_OFFRAMP_REST_BODY, ESP_ONRAMP_PATH, ESP_ONRAMP_REST_BODY, READER_BUSINESS, readerKey, rest } from '../operations.js';

const FAR = 3_600_000;
const options = childOptions<{ seedTransactions: number; webhookUrl?: string; webhookSecret?: string; delaysMs?: number; readerKeys?: number }>();
const delay = options.delaysMs ?? FAR;
const emulator = await startEmulator({
  port: 0,
  ...(options.readerKeys !== undefined && { dbPath: withReaderKeys(options.readerKeys) }),
  ...(options.webhookUrl !== undefined && { webhookUrl: options.webhookUrl }),
  ...(options.webhookSecret !== undefined && { webhookSecret: options.webhookSecret }),
  delays: { offrampProcessingMs: delay, offrampSettlementMs: delay, espSettlementMs: delay, kybReviewMs: delay, brlTicketTtlMs: FAR },
});
for (let i = 0; i < options.seedTransactions; i++) {
  const onramp = i % 2 === 0;
  await rest(emulator.url, onramp ? ESP_ONRAMP_PATH : ESP_OFFRAMP_PATH, {
    method: 'POST',
    body: onramp ? ESP_ONRAMP_REST_BODY : ESP_OFFRAMP_REST_BODY,
  });
}
emulator.requestLog.clear();
serveChild({ url: emulator.url }, undefined, () => emulator.close());

function withReaderKeys(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'ramp-bench-emulator-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'emulator.db');
  const db = openDatabase(path);
  db.transaction(() => {
    db.prepare('INSERT INTO businesses (id, name) VALUES (?, ?)').run(READER_BUSINESS.id, READER_BUSINESS.name);
    const insert = db.prepare('INSERT INTO api_keys (key, business_id, livemode) VALUES (?, ?, 0)');
    for (let i = 0; i < count; i++) insert.run(readerKey(i), READER_BUSINESS.id);
  })();
  db.close();
  return path;
}

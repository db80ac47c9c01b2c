// The real emulator (in-memory SQLite), its clock set far out so nothing moves on its own
// during a measurement; seeded with ESP transactions so listings have pages to read.
import { startEmulator } from '../../emulator/index.js';
import { childOptions, serveChild } from '../child-harness.js';
import { ESP_OFFRAMP_PATH, ESP_OFFRAMP_REST_BODY, ESP_ONRAMP_PATH, ESP_ONRAMP_REST_BODY, rest } from '../operations.js';

const FAR = 3_600_000;
const options = childOptions<{ seedTransactions: number; webhookUrl?: string; webhookSecret?: string; delaysMs?: number }>();
const delay = options.delaysMs ?? FAR;
const emulator = await startEmulator({
  port: 0,
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

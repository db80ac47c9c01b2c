// registerBrlWallet over real HTTP against the emulator: the wallet_id a BRL on-ramp takes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CreateBrlOnrampTicketDocument, RegisterBrlWalletDocument, SafetyMutationOutcomeDocument, ViewerDocument } from '../generated/graphql.js';
import { ETHEREUM_ADDRESS, TRON_ADDRESS } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

let harness: Harness;
let keys = 0;
const newKey = () => `wallet-${Date.now().toString(36)}-${(keys += 1)}`;

beforeAll(async () => {
  harness = await startHarness();
  dataOf(await harness.execute(ViewerDocument));
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clearProviderCalls();
});

describe('registerBrlWallet', () => {
  it('registers a Polygon wallet whose walletId createBrlOnrampTicket accepts; a replay sends nothing', async () => {
    const idempotencyKey = newKey();
    const input = { walletAddress: ETHEREUM_ADDRESS, userName: 'Ana Souza', idempotencyKey };
    const payload = dataOf(await harness.execute(RegisterBrlWalletDocument, { input })).registerBrlWallet;
    expect(payload).toEqual({ walletId: expect.stringMatching(/\S/), userErrors: [] });
    expect(harness.providerCalls().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /transactions/v2/reg_wallet_address']);

    const replay = dataOf(await harness.execute(RegisterBrlWalletDocument, { input })).registerBrlWallet;
    expect(replay).toEqual(payload);
    expect(harness.providerCalls()).toHaveLength(1);
    const outcome = dataOf(await harness.execute(SafetyMutationOutcomeDocument, { operation: 'REGISTER_BRL_WALLET', idempotencyKey }));
    expect(outcome.mutationOutcome).toMatchObject({ state: 'CREATED', resourceId: payload.walletId });

    const ticket = dataOf(await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '100', walletId: payload.walletId! } })).createBrlOnrampTicket;
    expect(ticket.userErrors).toEqual([]);
    expect(ticket.ticket).toMatchObject({ status: 'ACTIVE', walletId: payload.walletId });
  });

  it('refuses a non-Polygon address, an empty name and a name too long, all at once, with no provider call', async () => {
    const bad = dataOf(await harness.execute(RegisterBrlWalletDocument, { input: { walletAddress: TRON_ADDRESS, userName: ' ', idempotencyKey: newKey() } }))
      .registerBrlWallet;
    expect(bad).toEqual({
      walletId: null,
      userErrors: [
        { field: ['input', 'userName'], code: 'REQUIRED', message: expect.any(String) },
        { field: ['input', 'walletAddress'], code: 'INVALID_WALLET_ADDRESS', message: expect.any(String) },
      ],
    });
    const long = dataOf(await harness.execute(RegisterBrlWalletDocument, { input: { walletAddress: '0x12', userName: 'x'.repeat(141), idempotencyKey: newKey() } }))
      .registerBrlWallet;
    expect(long.userErrors.map((e) => [e.field.join('.'), e.code])).toEqual([
      ['input.walletAddress', 'INVALID_WALLET_ADDRESS'],
      ['input.userName', 'INVALID_FORMAT'],
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });
});

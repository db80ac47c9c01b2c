import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBrCode, parseBrCode } from '../../src/domain/pix.js';
import { CreateBrlOnrampTicketDocument } from '../generated/graphql.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

describe('createBrlOnrampTicket', () => {
  it('returns an active ticket with the BRL amount of its Pix code and an expiry from its validity', async () => {
    const before = Date.now();
    const result = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '100', walletId: 'wallet-42' } });
    const { ticket, userErrors } = dataOf(result).createBrlOnrampTicket;
    expect(userErrors).toEqual([]);
    expect(ticket).toMatchObject({ status: 'ACTIVE', amount: '100.000000', stablecoin: 'USDC', walletId: 'wallet-42', validity: '5 minutes' });
    expect(isValidBrCode(ticket!.paymentCode)).toBe(true);
    expect(ticket!.brlAmount).toBe(parseBrCode(ticket!.paymentCode)?.amount);
    expect(ticket!.brlAmount).toBe('535.00');
    expect(ticket!.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const expiresAt = new Date(ticket!.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(harness.providerCalls('POST', '/transactions/v2/brl/initiate_onramp')).toHaveLength(1);
  });

  it('refuses a bad amount and an empty wallet id, and returns the provider limit at the amount', async () => {
    const local = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '0', walletId: ' ' } });
    expect(dataOf(local).createBrlOnrampTicket.userErrors).toEqual([
      { field: ['input', 'amount'], code: 'INVALID_AMOUNT', message: expect.any(String) },
      { field: ['input', 'walletId'], code: 'REQUIRED', message: expect.any(String) },
    ]);
    const notANumber = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '12abc', walletId: '' } });
    expect(notANumber.errors).toBeUndefined();
    expect(dataOf(notANumber).createBrlOnrampTicket.userErrors.map(({ field, code }) => [field.join('.'), code])).toEqual([
      ['input.amount', 'INVALID_AMOUNT'],
      ['input.walletId', 'REQUIRED'],
    ]);
    const upstream = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '2000000', walletId: 'w' } });
    expect(dataOf(upstream).createBrlOnrampTicket.userErrors).toEqual([
      { field: ['input', 'amount'], code: 'AMOUNT_OUT_OF_RANGE', message: expect.any(String) },
    ]);
  });

  it('refuses USDT, which the BRL on-ramp does not sell', async () => {
    const result = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '100', walletId: 'w', stablecoin: 'USDT' } });
    expect(dataOf(result).createBrlOnrampTicket.userErrors).toEqual([
      { field: ['input', 'stablecoin'], code: 'INVALID', message: expect.any(String) },
    ]);
  });
});

// A pending B2B on-ramp created through the gateway with the emulator's test key, for the tests of
// what follows its creation (its proof of payment).
import { expect } from 'vitest';
import { CreateOnrampForProofDocument, type CreateOnrampInput } from '../../generated/graphql.js';
import { ETHEREUM_ADDRESS } from './fixtures.js';
import { dataOf, type Harness } from './harness.js';

export function onrampInput(overrides: Partial<CreateOnrampInput> = {}): CreateOnrampInput {
  return {
    customerId: 'cust-receipt',
    currency: 'NGN',
    amount: '50000',
    stablecoin: 'USDC',
    network: 'ETHEREUM',
    walletAddress: ETHEREUM_ADDRESS,
    paymentAccount: { localBank: { accountNumber: '0123456789', accountName: 'Acme Trading Ltd', bankName: 'GTBank' } },
    ...overrides,
  };
}

export async function createTestOnramp(harness: Harness, overrides: Partial<CreateOnrampInput> = {}) {
  const payload = dataOf(await harness.execute(CreateOnrampForProofDocument, { input: onrampInput(overrides) })).createOnramp;
  expect(payload.userErrors).toEqual([]);
  return payload.onramp!;
}

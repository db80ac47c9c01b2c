import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBusinessCustomerDocument, CreateEspOfframpDocument, CreateOfframpDocument, NodeDocument } from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

async function node(id: string, key?: string) {
  return dataOf(await harness.execute(NodeDocument, { id }, key === undefined ? {} : { key })).node;
}

describe('node(id:)', () => {
  it('reads an off-ramp back by its id alone, as offramp(id:) does', async () => {
    const created = dataOf(
      await harness.execute(CreateOfframpDocument, {
        input: {
          customerId: 'cust-node',
          currency: 'USD',
          amount: '150',
          stablecoin: 'USDC',
          network: 'ETHEREUM',
          walletAddress: ETHEREUM_ADDRESS,
          payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
        },
      }),
    ).createOfframp.offramp!;
    expect(await node(created.id)).toEqual({ __typename: 'Offramp', id: created.id, reference: created.reference, status: 'PENDING' });
    // Another business's key cannot read it, the same as offramp(id:).
    expect(await node(created.id, harness.emulator.liveKey)).toBeNull();
  });

  it('reads a business customer back by its id alone, as businessCustomer(id:) does', async () => {
    const created = dataOf(
      await harness.execute(CreateBusinessCustomerDocument, {
        input: {
          name: 'Node Ltd',
          email: 'ops@node.example',
          phoneNumber: '+2348012345678',
          registeredAddress: '1 Marina, Lagos',
          registeredCountry: 'NG',
          idempotencyKey: randomUUID(),
        },
      }),
    ).createBusinessCustomer.businessCustomer!;
    expect(await node(created.id)).toEqual({ __typename: 'BusinessCustomer', id: created.id, name: 'Node Ltd', verificationStatus: 'PENDING' });
  });

  it('is null for an unknown id, and for the id of a type that is not a node', async () => {
    const esp = dataOf(
      await harness.execute(CreateEspOfframpDocument, {
        input: { currency: 'USD', amount: '120.5', bankName: 'Chase', accountNumber: '000123456789', espAccount: { chatUsername: '@ada_obi' } },
      }),
    ).createEspOfframp.transaction!;
    expect(await node(esp.id)).toBeNull();
    expect(await node('otc_missing')).toBeNull();
    expect(await node('cus_missing')).toBeNull();
    expect(await node('anything')).toBeNull();
  });
});

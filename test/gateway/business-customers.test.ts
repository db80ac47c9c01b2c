import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BusinessCustomerDocument, CreateBusinessCustomerDocument, type CreateBusinessCustomerInput } from '../generated/graphql.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clearProviderCalls();
});

function input(overrides: Partial<CreateBusinessCustomerInput> = {}): CreateBusinessCustomerInput {
  return {
    name: 'Acme Trading Ltd',
    email: 'ops@acme.example',
    phoneNumber: '+2348012345678',
    registeredAddress: '1 Marina, Lagos',
    registeredCountry: 'NG',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

async function create(value: CreateBusinessCustomerInput) {
  return dataOf(await harness.execute(CreateBusinessCustomerDocument, { input: value })).createBusinessCustomer;
}

describe('createBusinessCustomer', () => {
  it('registers a customer with a pending verification and a hosted link, sending the idempotency key', async () => {
    const payload = await create(input());
    expect(payload.userErrors).toEqual([]);
    expect(payload.replayed).toBe(false);
    expect(payload.businessCustomer).toMatchObject({
      name: 'Acme Trading Ltd',
      registeredCountry: 'NG',
      verificationStatus: 'PENDING',
      kybLink: expect.stringMatching(/\/kyb\/[\w-]+$/),
    });
    expect(new Date(payload.businessCustomer!.kybLinkExpiresAt!).getTime()).toBeGreaterThan(Date.now());
    expect(harness.providerCalls('POST', '/v2/business_customer')).toHaveLength(1);
  });

  it('answers a repeat with the same key with the first customer, marked replayed', async () => {
    const first = await create(input({ idempotencyKey: 'same-key-1' }));
    const again = await create(input({ idempotencyKey: 'same-key-1' }));
    expect(again.replayed).toBe(true);
    expect(again.businessCustomer?.id).toBe(first.businessCustomer?.id);
  });

  it('returns a reused idempotency key with other input as a user error on the key', async () => {
    await create(input({ idempotencyKey: 'same-key-2' }));
    const other = await create(input({ idempotencyKey: 'same-key-2', name: 'Other Ltd' }));
    expect(other.businessCustomer).toBeNull();
    expect(other.userErrors).toEqual([{ field: ['input', 'idempotencyKey'], code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) }]);
  });

  it('refuses empty fields before calling the provider, and maps provider refusals to their fields', async () => {
    const emptyKey = await create(input({ idempotencyKey: ' ' }));
    expect(emptyKey.userErrors).toEqual([{ field: ['input', 'idempotencyKey'], code: 'REQUIRED', message: expect.any(String) }]);
    const emptyName = await create(input({ name: ' ' }));
    expect(emptyName.userErrors).toEqual([{ field: ['input', 'name'], code: 'REQUIRED', message: expect.any(String) }]);
    expect(harness.providerCalls()).toEqual([]);
    const long = await create(input({ registeredAddress: 'x'.repeat(501) }));
    expect(long.userErrors).toEqual([{ field: ['input', 'registeredAddress'], code: 'INVALID', message: expect.stringContaining('500') }]);
  });

  it('returns every wrong field of a form at once as user errors at their paths, without calling the provider', async () => {
    const result = await harness.execute(CreateBusinessCustomerDocument, {
      input: input({ name: ' ', email: 'ops@', phoneNumber: '0801 234', registeredAddress: '', registeredCountry: 'NGA' }),
    });
    expect(result.errors).toBeUndefined();
    const payload = dataOf(result).createBusinessCustomer;
    expect(payload.businessCustomer).toBeNull();
    expect(payload.userErrors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: ['input', 'name'], code: 'REQUIRED' },
      { field: ['input', 'email'], code: 'INVALID_EMAIL' },
      { field: ['input', 'phoneNumber'], code: 'INVALID_PHONE' },
      { field: ['input', 'registeredAddress'], code: 'REQUIRED' },
      { field: ['input', 'registeredCountry'], code: 'INVALID_COUNTRY' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('takes contact fields as people type them: spaces around an e-mail, a spaced phone number, a lower-case country', async () => {
    const payload = await create(input({ email: ' ops@acme.example ', phoneNumber: '+234 801-234 5678', registeredCountry: 'ng' }));
    expect(payload.userErrors).toEqual([]);
    expect(payload.businessCustomer).toMatchObject({ email: 'ops@acme.example', phoneNumber: '+2348012345678', registeredCountry: 'NG' });
  });
});

describe('businessCustomer', () => {
  it('reads a customer back with its current status', async () => {
    const created = await create(input({ name: 'Readback Ltd' }));
    const result = await harness.execute(BusinessCustomerDocument, { id: created.businessCustomer!.id });
    expect(dataOf(result).businessCustomer).toMatchObject({
      id: created.businessCustomer!.id,
      name: 'Readback Ltd',
      email: 'ops@acme.example',
      verificationStatus: 'PENDING',
    });
  });

  it('is null for an unknown id, and the live key cannot see a test customer', async () => {
    const created = await create(input());
    expect(dataOf(await harness.execute(BusinessCustomerDocument, { id: 'cus_missing' })).businessCustomer).toBeNull();
    const live = await harness.execute(BusinessCustomerDocument, { id: created.businessCustomer!.id }, { key: harness.emulator.liveKey });
    expect(dataOf(live).businessCustomer).toBeNull();
  });
});

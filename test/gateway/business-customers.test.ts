import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BusinessCustomerDocument, CreateBusinessCustomerDocument, type CreateBusinessCustomerInput } from '../generated/graphql.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';
import { emulatorProfile } from '../support/emulator-profile.js';

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

/**
 * The customer as the provider stored it: what the gateway sent. The contract's read echoes every
 * field; the documented read answers only its id, link, status and date, so there the emulator's
 * acceptance is what shows the fields were sent as the provider documents them (it refuses an
 * alpha-2 country).
 */
async function expectAtProvider(id: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${harness.emulator.url}/v2/business_customer/${id}`, { headers: { 'ngnc-sec-key': harness.emulator.testKey } });
  expect(response.status).toBe(200);
  const stored = (await response.json()) as Record<string, unknown>;
  expect(stored).toMatchObject(emulatorProfile === 'contract' ? fields : { customer_id: id });
}

const codesOf = (payload: { userErrors: readonly { field: readonly string[]; code: string }[] }) =>
  payload.userErrors.map(({ field, code }) => ({ field, code }));

describe('createBusinessCustomer', () => {
  it('registers a customer with a pending verification and a hosted link, sending the idempotency key', async () => {
    const payload = await create(input());
    expect(payload.userErrors).toEqual([]);
    expect(payload.replayed).toBe(false);
    expect(payload.businessCustomer).toMatchObject({
      name: 'Acme Trading Ltd',
      registeredCountry: 'NGA',
      registeredCountryRaw: null,
      verificationStatus: 'PENDING',
      verificationStatusRaw: null,
      kybLink: expect.stringMatching(/\/kyb\/[\w-]+$/),
    });
    // The documented creation answer carries no expiry of its link; the contract's does.
    if (emulatorProfile === 'contract') expect(new Date(payload.businessCustomer!.kybLinkExpiresAt!).getTime()).toBeGreaterThan(Date.now());
    else expect(payload.businessCustomer!.kybLinkExpiresAt).toBeNull();
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

  it('refuses empty and overlong fields before calling the provider', async () => {
    const emptyKey = await create(input({ idempotencyKey: ' ' }));
    expect(emptyKey.userErrors).toEqual([{ field: ['input', 'idempotencyKey'], code: 'REQUIRED', message: expect.any(String) }]);
    const emptyName = await create(input({ name: ' ' }));
    expect(emptyName.userErrors).toEqual([{ field: ['input', 'name'], code: 'REQUIRED', message: expect.any(String) }]);
    const long = await create(input({ registeredAddress: 'x'.repeat(501) }));
    expect(long.userErrors).toEqual([{ field: ['input', 'registeredAddress'], code: 'INVALID_FORMAT', message: expect.stringContaining('500') }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('takes the longest fields the contract allows, and a multi-line address', async () => {
    const name = 'N'.repeat(140);
    const registeredAddress = `${'a'.repeat(240)}\r\n${'b'.repeat(258)}`;
    const email = `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(53)}.example`;
    expect(email).toHaveLength(254);
    const payload = await create(input({ name, registeredAddress, email }));
    expect(payload.userErrors).toEqual([]);
    await expectAtProvider(payload.businessCustomer!.id, { business_name: name, registered_address: registeredAddress, business_email: email });
  });

  it('returns every wrong field of a form at once as user errors at their paths, without calling the provider', async () => {
    const result = await harness.execute(CreateBusinessCustomerDocument, {
      input: input({ name: ' ', email: 'ops@', phoneNumber: '0801 234', registeredAddress: '', registeredCountry: 'NGR' }),
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
    expect(payload.businessCustomer).toMatchObject({ email: 'ops@acme.example', phoneNumber: '+2348012345678', registeredCountry: 'NGA' });
  });

  it('sends the alpha-3 country and the E.164 phone of the documentation\'s example ("USA", "+1-555-0123")', async () => {
    const payload = await create(input({ registeredCountry: 'USA', phoneNumber: '+1-555-0123' }));
    expect(payload.userErrors).toEqual([]);
    expect(payload.businessCustomer).toMatchObject({
      registeredCountry: 'USA',
      phoneNumber: '+15550123',
      verificationStatus: 'PENDING',
      kybLink: expect.stringMatching(/^http:\/\/.+\/kyb\/[\w-]+$/),
    });
    await expectAtProvider(payload.businessCustomer!.id, { registered_country: 'USA', phone_number: '+15550123' });
  });

  it('sends an alpha-2 country as its alpha-3 code, and a German number written with spaces in E.164', async () => {
    const payload = await create(input({ registeredCountry: 'us', phoneNumber: '+49 30 1234567' }));
    expect(payload.businessCustomer).toMatchObject({ registeredCountry: 'USA', phoneNumber: '+49301234567' });
    await expectAtProvider(payload.businessCustomer!.id, { registered_country: 'USA', phone_number: '+49301234567' });
  });

  it('refuses a country that is no assigned code, alpha-3 or alpha-2, as a field error', async () => {
    for (const registeredCountry of ['XYZ', 'U5A', 'UK', 'XK', 'USAA', 'United States']) {
      const payload = await create(input({ registeredCountry }));
      expect(payload.businessCustomer, registeredCountry).toBeNull();
      expect(codesOf(payload), registeredCountry).toEqual([{ field: ['input', 'registeredCountry'], code: 'INVALID_COUNTRY' }]);
    }
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses phone numbers with letters, without "+", or with too few or too many digits', async () => {
    for (const phoneNumber of ['+1-555-CALL', '555-0123', '0049 30 1234567', '+1 234 56', '+1 234 567 890 123 456', '+0 555 0123']) {
      const payload = await create(input({ phoneNumber }));
      expect(codesOf(payload), phoneNumber).toEqual([{ field: ['input', 'phoneNumber'], code: 'INVALID_PHONE' }]);
    }
    expect((await create(input({ phoneNumber: '+1-555-CALL' }))).userErrors[0]?.message).toContain('letters');
    expect(harness.providerCalls()).toEqual([]);
  });

  it('returns every length and format problem at once, before any provider call', async () => {
    const payload = await create(
      input({
        name: 'N'.repeat(141),
        email: `${'e'.repeat(250)}@acme.example`,
        phoneNumber: '+1-555-CALL',
        registeredAddress: `1 Marina\u0000Lagos${'x'.repeat(500)}`,
        registeredCountry: 'U5A',
      }),
    );
    expect(payload.businessCustomer).toBeNull();
    expect(codesOf(payload)).toEqual([
      { field: ['input', 'name'], code: 'INVALID_FORMAT' },
      { field: ['input', 'email'], code: 'INVALID_EMAIL' },
      { field: ['input', 'phoneNumber'], code: 'INVALID_PHONE' },
      { field: ['input', 'registeredAddress'], code: 'INVALID_FORMAT' },
      { field: ['input', 'registeredCountry'], code: 'INVALID_COUNTRY' },
    ]);
    expect(payload.userErrors[3]?.message).toMatch(/at most 500 characters and must not contain control characters/);
    const controlInName = await create(input({ name: 'Acme\tTrading' }));
    expect(codesOf(controlInName)).toEqual([{ field: ['input', 'name'], code: 'INVALID_FORMAT' }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('frees the idempotency key of a refused input: the fixed input with the same key creates the customer once', async () => {
    const idempotencyKey = randomUUID();
    const refused = await create(input({ idempotencyKey, registeredCountry: 'XYZ' }));
    expect(codesOf(refused)).toEqual([{ field: ['input', 'registeredCountry'], code: 'INVALID_COUNTRY' }]);
    const fixed = await create(input({ idempotencyKey, registeredCountry: 'NGA' }));
    expect(fixed.userErrors).toEqual([]);
    expect(fixed.replayed).toBe(false);
    expect(harness.providerCalls('POST', '/v2/business_customer')).toHaveLength(1);
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
      registeredCountry: 'NGA',
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

import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../emulator/index.js';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Delays long enough that nothing moves by itself during a test, unless the test asks. */
export const FROZEN_DELAYS = {
  offrampProcessingMs: 3_600_000,
  offrampSettlementMs: 3_600_000,
  onrampBankingDetailsMs: 3_600_000,
  onrampProcessingMs: 3_600_000,
  onrampSettlementMs: 3_600_000,
  espSettlementMs: 3_600_000,
  kybReviewMs: 3_600_000,
} as const;

/** The contract profile unless `options.profile` says otherwise, whatever EMULATOR_PROFILE is: these tests state the contract. */
export async function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ profile: 'contract', delays: FROZEN_DELAYS, webhookRetryScheduleMs: [20, 40, 80], ...options });
}

/** A small client over real HTTP: `key` null sends no key at all. */
export function client(emulator: RunningEmulator, key: string | null = emulator.testKey) {
  return async function call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (key !== null) (init.headers as Record<string, string>)['ngnc-sec-key'] = key;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${emulator.url}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML pages and empty bodies stay text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Valid sample data, checked by the domain rules (ABA checksum, EIP-55, mod-97, Luhn).
export const SAMPLES = {
  evmAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  tronAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  solanaAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  stellarAddress: 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H',
  abaRouting: '011000015',
  iban: 'DE89370400440532013000',
  gbIban: 'GB82WEST12345698765432',
  madRib: '011519000001205000534921',
  espCard: '4539578763621486',
};

export function offrampBody(overrides: Record<string, unknown> = {}) {
  return {
    customer_id: 'cust-001',
    currency: 'USD',
    amount: '100',
    stables: 'USDC',
    wallet_address: SAMPLES.evmAddress,
    network: 'ETHEREUM',
    paymentDetails: { accountNumber: '123456789', routingNumber: SAMPLES.abaRouting, accountName: 'Acme Inc', bankName: 'Chase' },
    ...overrides,
  };
}

/** A B2B on-ramp paying 50,000 NGN from a local bank account for USDC on Ethereum. */
export function onrampBody(overrides: Record<string, unknown> = {}) {
  return {
    customer_id: 'cust-001',
    currency: 'NGN',
    amount: '50000',
    stables: 'USDC',
    wallet_address: SAMPLES.evmAddress,
    network: 'ETHEREUM',
    paymentDetails: { accountNumber: '0123456789', accountName: 'Acme Trading Ltd', bankName: 'GTBank' },
    ...overrides,
  };
}

export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    business_name: 'Acme Trading Ltd',
    business_email: 'ops@acme.example',
    phone_number: '+2348012345678',
    registered_address: '12 Marina Road, Lagos',
    registered_country: 'NG',
    ...overrides,
  };
}

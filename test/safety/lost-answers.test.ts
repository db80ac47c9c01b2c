// Money mutations whose answer was lost after the provider processed them (a 5xx from the
// provider or a load balancer, a dropped connection, a 200 the gateway cannot read): the gateway
// answers OUTCOME_UNKNOWN, keeps the key bound to it, and the client's retry with the same key
// sends nothing. Only a refusal frees the key. The emulator's afterProcessing fault processes
// every request it is set for, so one POST in its request log is one creation; ESP ramps are
// also counted in the provider's own listing.

import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { FaultSettingsInput } from '../../emulator/http/faults.js';
import { businessCustomerInput, offrampInput } from '../events/support/live-harness.js';
import {
  CreateBrlOnrampTicketDocument,
  CreateEspOnrampDocument,
  CreateOfframpDocument,
  SafetyBusinessCustomerDocument,
  SafetyEspOfframpDocument,
} from '../generated/graphql.js';
import {
  espOfframpInput,
  post,
  providerEspTransactions,
  providerPosts,
  setFaults,
  settledPosts,
  uniqueAccountNumber,
} from './support/safety-harness.js';
import { useSafetyPair } from './support/safety-pair.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';

const pair = useSafetyPair({
  // Many provider failures in a row here; an open circuit would answer later requests itself.
  gateway: { circuitBreaker: { failureThreshold: 1_000_000, openMs: 1 } },
});

/** What a client sees of a mutation's answer. */
interface Answer {
  errors: FormattedExecutionResult['errors'];
  userErrors: readonly { code: string }[] | undefined;
}

function answerOf<R>(result: FormattedExecutionResult<R>, payload: (data: R) => { userErrors: readonly { code: string }[] }): Answer {
  return { errors: result.errors, userErrors: result.data ? payload(result.data).userErrors : undefined };
}

interface MoneyRequest {
  /** Sends the request; every call sends the same input. */
  send(): Promise<Answer>;
  /** How many resources it made at the provider, read from the provider's listing. */
  countAtProvider?(): Promise<number>;
}

interface MoneyMutation {
  name: string;
  /** The provider path it POSTs to. */
  path: string;
  /**
   * One logical request; `refused` gives it another input, which the test has the provider refuse
   * (a 4xx): the gateway refuses every input the contract's rules refuse before the provider is asked.
   */
  request(idempotencyKey: string, refused?: boolean): MoneyRequest;
}

const espTransactionsOf = async (accountNumber: string) =>
  (await providerEspTransactions(pair.emulator)).filter((transaction) => transaction.account_number === accountNumber).length;

// Every mutation of the schema's Mutation type.
const MUTATIONS: MoneyMutation[] = [
  {
    name: 'createOfframp',
    path: '/otc/offramp',
    request: (idempotencyKey, refused) => {
      const variables = { input: { ...offrampInput(refused ? '110' : '100'), idempotencyKey } };
      return { send: async () => answerOf(await post(pair.gateway, pair.emulator, CreateOfframpDocument, variables), (data) => data.createOfframp) };
    },
  },
  {
    name: 'createEspOfframp',
    path: '/transactions/v2/esp_offramp',
    request: (idempotencyKey, refused) => {
      const accountNumber = uniqueAccountNumber();
      const variables = { input: { ...espOfframpInput(accountNumber, idempotencyKey), ...(refused && { amount: '110' }) } };
      return {
        send: async () => answerOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, variables), (data) => data.createEspOfframp),
        countAtProvider: () => espTransactionsOf(accountNumber),
      };
    },
  },
  {
    name: 'createEspOnramp',
    path: '/transactions/v2/esp_onramp',
    request: (idempotencyKey, refused) => {
      const accountNumber = uniqueAccountNumber();
      const input = {
        currency: 'NGN' as const,
        amount: refused ? '150000.75' : '150000.50',
        bankName: 'GTBank',
        accountNumber,
        espAccount: { chatUsername: '@ada_obi' },
        idempotencyKey,
      };
      return {
        send: async () => answerOf(await post(pair.gateway, pair.emulator, CreateEspOnrampDocument, { input }), (data) => data.createEspOnramp),
        countAtProvider: () => espTransactionsOf(accountNumber),
      };
    },
  },
  {
    name: 'createBrlOnrampTicket',
    path: '/transactions/v2/brl/initiate_onramp',
    request: (idempotencyKey, refused) => {
      const input = { amount: refused ? '110' : '100', walletId: `wallet-${uniqueAccountNumber()}`, idempotencyKey };
      return {
        send: async () => answerOf(await post(pair.gateway, pair.emulator, CreateBrlOnrampTicketDocument, { input }), (data) => data.createBrlOnrampTicket),
      };
    },
  },
  {
    name: 'createBusinessCustomer',
    path: '/v2/business_customer',
    request: (idempotencyKey, refused) => {
      const input = { ...businessCustomerInput(), ...(refused && { name: 'Refused Holdings Ltd' }), idempotencyKey };
      return {
        send: async () =>
          answerOf(await post(pair.gateway, pair.emulator, SafetyBusinessCustomerDocument, { input }), (data) => data.createBusinessCustomer),
      };
    },
  },
];

type AfterProcessing = NonNullable<FaultSettingsInput['afterProcessing']>;

const LOST_ANSWERS: { name: string; fault: AfterProcessing; logged: number }[] = [
  { name: 'a load balancer’s 500 page', fault: { answer: 500 }, logged: 500 },
  { name: 'the provider’s 500 INTERNAL_ERROR', fault: { answer: 500, body: 'json' }, logged: 500 },
  { name: 'a load balancer’s 502 page', fault: { answer: 502 }, logged: 502 },
  { name: 'a load balancer’s 503 page', fault: { answer: 503 }, logged: 503 },
  { name: 'the provider’s 503 UNAVAILABLE', fault: { answer: 503, body: 'json' }, logged: 503 },
  { name: 'a load balancer’s 504 page', fault: { answer: 504 }, logged: 504 },
  { name: 'a dropped connection', fault: { answer: 'drop' }, logged: 0 },
  { name: 'a 200 whose body is an HTML page', fault: { answer: 200 }, logged: 200 },
];

const key = (name: string) => `${name}-${uniqueAccountNumber()}`;

describe.each(MUTATIONS)('$name', (mutation) => {
  it.each(LOST_ANSWERS)('answered with $name after processing: OUTCOME_UNKNOWN, then the same for a retry with the same key, and one creation', async (lost) => {
    const idempotencyKey = key(mutation.name);
    const request = mutation.request(idempotencyKey);
    await setFaults(pair.emulator, { afterProcessing: lost.fault, pathPrefix: mutation.path });
    const first = await request.send();
    await setFaults(pair.emulator, null);
    const retry = await request.send();

    expect(first.errors?.map((error) => error.extensions)).toEqual([{ code: 'OUTCOME_UNKNOWN', idempotencyKey }]);
    const message = first.errors?.[0]?.message;
    expect(message).toContain('Do not send it again under a new idempotency key');
    expect(message).toContain('Sending it again with the same idempotency key is safe');
    expect(retry).toEqual(first);
    expect((await settledPosts(pair.emulator, mutation.path, 1)).map((entry) => entry.status)).toEqual([lost.logged]);
    if (request.countAtProvider) expect(await request.countAtProvider()).toBe(1);
  });

  it('refused by the provider (4xx) or before it: the key is free again, and the fixed input with the same key creates it once', async () => {
    const idempotencyKey = key(mutation.name);
    await setFaults(pair.emulator, { errorRate: 1, errorStatus: 400, pathPrefix: mutation.path });
    const refused = await mutation.request(idempotencyKey, true).send();
    await setFaults(pair.emulator, null);
    expect(refused.errors).toBeUndefined();
    expect(refused.userErrors?.map((error) => error.code)).toEqual([expect.stringMatching(/^(AMOUNT_OUT_OF_RANGE|INVALID|INVALID_FORMAT)$/)]);

    const fixed = mutation.request(idempotencyKey);
    expect(await fixed.send()).toEqual({ errors: undefined, userErrors: [] });
    await expect.poll(() => providerPosts(pair.emulator, mutation.path).map((entry) => entry.status)).toEqual([expect.any(Number), CREATED_STATUS]);
    expect(providerPosts(pair.emulator, mutation.path)[0]?.status).toBeGreaterThanOrEqual(400);
    if (fixed.countAtProvider) expect(await fixed.countAtProvider()).toBe(1);
  });

  it('rate limited by the provider (429): the key is free again, and the same request with the same key creates it once', async () => {
    const idempotencyKey = key(mutation.name);
    const request = mutation.request(idempotencyKey);
    await setFaults(pair.emulator, { errorRate: 1, errorStatus: 429, pathPrefix: mutation.path });
    const limited = await request.send();
    expect(limited.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    await setFaults(pair.emulator, null);

    expect(await request.send()).toEqual({ errors: undefined, userErrors: [] });
    await expect.poll(() => providerPosts(pair.emulator, mutation.path).map((entry) => entry.status)).toEqual([429, CREATED_STATUS]);
    if (request.countAtProvider) expect(await request.countAtProvider()).toBe(1);
  });
});

// The operations every section measures: the GraphQL a frontend sends and the provider
// REST calls a client without the gateway would make for the same thing.

export const TEST_KEY = 'sk_test_emulator_00000000000000000000';

/** The test keys of callers that own nothing (`servers/emulator.ts` accepts as many as it is told to). */
export const readerKey = (n: number) => `sk_test_bench_reader_${String(n).padStart(20, '0')}`;
export const READER_BUSINESS = { id: 'biz_bench_readers', name: 'Bench Readers Ltd' } as const;

/** The fields a frontend transactions table shows. */
export const LISTING_QUERY = `query TransactionsTable($first: Int!) {
  espTransactions(first: $first) {
    edges { cursor node { id reference direction currency amount payoutAmount status createdAt espAccount { chatUsername emailAddress } } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

/** Every field of every transaction: for the calls-per-operation check (fields must not cost calls). */
export const LISTING_ALL_FIELDS_QUERY = `query TransactionsAllFields($first: Int!) {
  espTransactions(first: $first) {
    edges { cursor node { id reference direction asset currency amount payoutAmount rate bankName accountName accountNumber
      espAccount { walletAddress chatUsername espCard emailAddress } status createdAt } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
    summary { totalTransactions totalOnramps totalOfframps }
  }
}`;

export const ESP_OFFRAMP_MUTATION = `mutation Withdraw($input: CreateEspOfframpInput!) {
  createEspOfframp(input: $input) {
    transaction { id reference status amount payoutAmount rate createdAt }
    userErrors { field code message }
  }
}`;

export const ESP_OFFRAMP_INPUT = {
  currency: 'KES',
  amount: '25.50',
  bankName: 'Equity',
  accountNumber: '0011223344',
  accountName: 'Jane Doe',
  espAccount: { chatUsername: '@alice_w' },
};

/** The provider body the mutation above sends. */
export const ESP_OFFRAMP_REST_BODY = {
  currency: 'KES',
  amount: '25.50',
  bankName: 'Equity',
  accountNumber: '0011223344',
  accountName: 'Jane Doe',
  chatUsername: '@alice_w',
};

export const ESP_ONRAMP_REST_BODY = {
  currency: 'NGN',
  amount: 50000,
  bankName: 'GTBank',
  accountNumber: '0123456789',
  chatUsername: '@alice_w',
};

export const LISTING_PATH = (limit: number) => `/transactions/v2/esp_transactions?limit=${limit}`;
export const ESP_OFFRAMP_PATH = '/transactions/v2/esp_offramp';
export const ESP_ONRAMP_PATH = '/transactions/v2/esp_onramp';

export const FLOOR_QUERY = '{ hello }';

export const OFFRAMP_MUTATION = `mutation Offramp($input: CreateOfframpInput!) {
  createOfframp(input: $input) { offramp { id status } userErrors { field code message } }
}`;

export const offrampInput = (n: number) => ({
  customerId: `bench-${n}`,
  currency: 'USD',
  amount: '100',
  stablecoin: 'USDC',
  network: 'ETHEREUM',
  walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
  payoutAccount: { ach: { accountNumber: '000123456789', routingNumber: '021000021', accountName: 'Acme Ltd', bankName: 'Chase' } },
});

export const OFFRAMP_SUBSCRIPTION = `subscription Follow($id: ID!) { offrampUpdated(id: $id) { id status amount } }`;

export function graphqlBody(query: string, variables?: Record<string, unknown>): string {
  return JSON.stringify(variables === undefined ? { query } : { query, variables });
}

export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One request, checked: the bench refuses to measure an operation that fails. */
export async function graphql(url: string, query: string, variables?: Record<string, unknown>, key = TEST_KEY): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    body: graphqlBody(query, variables),
  });
  const answer = (await response.json()) as GraphqlAnswer;
  if (!response.ok || answer.errors !== undefined || answer.data == null) {
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return answer.data;
}

export async function rest(base: string, path: string, init: { method?: string; body?: unknown } = {}, key = TEST_KEY): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

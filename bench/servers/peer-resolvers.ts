// What a user would write instead of the gateway, shared by the two peers that do it with a
// stock server (`apollo-datasource-rest.ts`, `yoga.ts`): the SDL of the fields the cost section
// asks for (the table's listing and the ESP off-ramp mutation's payload), resolvers by hand over
// an `@apollo/datasource-rest` RESTDataSource of the provider, and the hand mapping of
// `reference-listing.ts`. Input is checked as little as a hand-written server would: every
// field present and the amount a positive number, all problems answered at once as userErrors.
import { RESTDataSource } from '@apollo/datasource-rest';
import { ESP_OFFRAMP_PATH, TEST_KEY } from '../operations.js';
import { toListingAnswer, toNode, type ListingNode, type ProviderItem, type ProviderListing } from './reference-listing.js';

export const PEER_SCHEMA = `
  enum TransactionDirection { ONRAMP OFFRAMP }
  enum EspTransactionStatus { PENDING COMPLETED FAILED }
  type EspAccount { walletAddress: String chatUsername: String espCard: String emailAddress: String }
  type EspTransaction {
    id: ID!
    reference: String!
    direction: TransactionDirection!
    currency: String!
    amount: String!
    payoutAmount: String!
    rate: String
    status: EspTransactionStatus!
    createdAt: String!
    espAccount: EspAccount!
  }
  type EspTransactionEdge { cursor: String! node: EspTransaction! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type EspTransactionConnection { edges: [EspTransactionEdge!]! pageInfo: PageInfo! totalCount: Int! }
  input EspAccountInput { walletAddress: String chatUsername: String espCard: String emailAddress: String }
  input CreateEspOfframpInput {
    currency: String!
    amount: String!
    bankName: String!
    accountNumber: String!
    accountName: String
    espAccount: EspAccountInput!
  }
  type UserError { field: [String!]! code: String! message: String! }
  type CreateEspOfframpPayload { transaction: EspTransaction userErrors: [UserError!]! }
  type Query { espTransactions(first: Int!): EspTransactionConnection! }
  type Mutation { createEspOfframp(input: CreateEspOfframpInput!): CreateEspOfframpPayload! }
`;

interface EspOfframpInput {
  currency: string;
  amount: string;
  bankName: string;
  accountNumber: string;
  accountName?: string | null;
  espAccount: { walletAddress?: string | null; chatUsername?: string | null; espCard?: string | null; emailAddress?: string | null };
}

type CreatedItem = ProviderItem & { rate?: string | number | null };

/** The provider as the RESTDataSource a user of Apollo's stack would write: one per request. */
export class RampApi extends RESTDataSource {
  constructor(upstream: string) {
    super();
    this.baseURL = upstream;
  }

  protected override willSendRequest(_path: string, request: { headers: Record<string, string> }): void {
    request.headers['ngnc-sec-key'] = TEST_KEY;
  }

  listing(first: number): Promise<ProviderListing> {
    return this.get<ProviderListing>('transactions/v2/esp_transactions', { params: { limit: String(first) } });
  }

  async createEspOfframp(body: Record<string, unknown>): Promise<CreatedItem> {
    const answer = await this.post<{ data?: CreatedItem } & Partial<CreatedItem>>(ESP_OFFRAMP_PATH.slice(1), { body });
    return answer.data ?? (answer as CreatedItem);
  }
}

export interface PeerContext {
  provider: RampApi;
}

interface UserError {
  field: string[];
  code: string;
  message: string;
}

function check(input: EspOfframpInput): UserError[] {
  const errors: UserError[] = [];
  const amount = Number(input.amount);
  if (!Number.isFinite(amount) || amount <= 0) errors.push({ field: ['input', 'amount'], code: 'INVALID_AMOUNT', message: 'amount must be a positive number' });
  for (const name of ['currency', 'bankName', 'accountNumber'] as const) {
    if (input[name].trim() === '') errors.push({ field: ['input', name], code: 'REQUIRED', message: `${name} is required` });
  }
  const account = input.espAccount;
  if (!account.walletAddress && !account.chatUsername && !account.espCard && !account.emailAddress) {
    errors.push({ field: ['input', 'espAccount'], code: 'REQUIRED', message: 'one ESP account identifier is required' });
  }
  return errors;
}

function createdNode(item: CreatedItem): ListingNode & { rate: string | null } {
  return { ...toNode(item), rate: item.rate == null ? null : String(item.rate) };
}

export const peerResolvers = {
  Query: {
    espTransactions: async (_root: unknown, args: { first: number }, ctx: PeerContext) => toListingAnswer(await ctx.provider.listing(args.first), args.first),
  },
  Mutation: {
    createEspOfframp: async (_root: unknown, { input }: { input: EspOfframpInput }, ctx: PeerContext) => {
      const userErrors = check(input);
      if (userErrors.length > 0) return { transaction: null, userErrors };
      const { espAccount, accountName, ...rest } = input;
      const body = { ...rest, ...(accountName != null && { accountName }), ...Object.fromEntries(Object.entries(espAccount).filter(([, value]) => value != null)) };
      return { transaction: createdNode(await ctx.provider.createEspOfframp(body)), userErrors: [] };
    },
  },
};

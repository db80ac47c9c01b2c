// The models resolvers receive (codegen `mappers`): the provider's records as checked and
// shaped by the zod schemas, plus the few the gateway assembles itself.
import type { z } from 'zod';
import type { Stablecoin } from '../domain/networks.js';
import type { BrlTicketStatus } from '../domain/state-machines.js';
import type { TransactionDirectionValue } from './provider-enums.js';
import type {
  businessCustomerResponse,
  espOnrampResponse,
  espTransactionRecord,
  espTransactionsResponse,
  offrampResponse,
  rateQuoteResponse,
} from './provider-schemas.js';

export interface Viewer {
  mode: 'TEST' | 'LIVE';
  keySource: 'REQUEST' | 'SERVER';
}

export type RateQuote = z.output<typeof rateQuoteResponse>['data'] & {
  amount: string;
  direction: TransactionDirectionValue;
};

export type Offramp = z.output<typeof offrampResponse>['data'];

export type EspTransaction = z.output<typeof espTransactionRecord>;

export type EspAccount = EspTransaction['espAccount'];

export type BankingDetails = z.output<typeof espOnrampResponse>['data']['banking_details'];

export type EspTransactionSummary = z.output<typeof espTransactionsResponse>['summary'];

/** One page of the connection, as the pagination module assembles it from provider pages. */
export interface EspTransactionPage {
  edges: { cursor: string; node: EspTransaction }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  summary: EspTransactionSummary;
}

export interface BrlOnrampTicket {
  id: string;
  status: BrlTicketStatus;
  message: string;
  paymentCode: string;
  brlAmount: string;
  qrCodeDataUrl: string;
  validity: string;
  expiresAt: Date;
  amount: string;
  stablecoin: Stablecoin;
  walletId: string;
}

export type BusinessCustomer = z.output<typeof businessCustomerResponse>;

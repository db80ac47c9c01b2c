// The models resolvers receive (codegen `mappers`) that the datasources' own endpoints give (the
// rate quote, the ESP listing and its transactions), plus the viewer. Each module's endpoints.ts
// has the models of its own endpoints.
import type { z } from 'zod';
import type { TransactionDirectionValue } from './provider-enums.js';
import type { espTransactionRecord, espTransactionsResponse, rateQuoteResponse } from './provider-schemas.js';

export interface Viewer {
  mode: 'TEST' | 'LIVE';
  keySource: 'REQUEST' | 'SERVER';
}

export type RateQuote = z.output<typeof rateQuoteResponse>['data'] & {
  amount: string;
  direction: TransactionDirectionValue;
};

export type EspTransaction = z.output<typeof espTransactionRecord>;

export type EspAccount = EspTransaction['espAccount'];

export type EspTransactionSummary = z.output<typeof espTransactionsResponse>['summary'];

/** One page of the connection, as the pagination module assembles it from provider pages. */
export interface EspTransactionPage {
  edges: { cursor: string; node: EspTransaction }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  summary: EspTransactionSummary;
}

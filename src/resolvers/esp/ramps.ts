// createEspOnramp (POST /transactions/v2/esp_onramp) and createEspOfframp
// (POST /transactions/v2/esp_offramp): fiat in or out through an ESP account.

import { z } from 'zod';
import type { EspTransaction } from '../../datasources/esp/endpoints.js';
import type { CreateEspOfframpInput, CreateEspOfframpPayload, CreateEspOnrampInput, CreateEspOnrampPayload, MutationResolvers, Resolvers } from '../../generated/graphql.js';
import type { EvidenceRule } from '../../idempotency/outcome-evidence.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { createEspOfframpEndpoint, createEspOnrampEndpoint, type BankingDetails } from '../../datasources/esp/endpoints.js';
import { espObservation } from './events.js';
import { validateEspOfframp, validateEspOnramp } from './validation.js';

const fieldPaths = {
  currency: ['input', 'currency'],
  amount: ['input', 'amount'],
  bankName: ['input', 'bankName'],
  accountNumber: ['input', 'accountNumber'],
  accountName: ['input', 'accountName'],
  walletAddress: ['input', 'espAccount', 'walletAddress'],
  chatUsername: ['input', 'espAccount', 'chatUsername'],
  espCard: ['input', 'espAccount', 'espCard'],
  emailAddress: ['input', 'espAccount', 'emailAddress'],
};

type OnrampPayload = Omit<CreateEspOnrampPayload, 'transaction' | 'bankingDetails'> & {
  transaction: EspTransaction | null;
  bankingDetails: BankingDetails | null;
};

export const createEspOnramp = defineRampMutation({
  operation: 'createEspOnramp',
  validate: (input: CreateEspOnrampInput, errors) => validateEspOnramp(input, errors),
  call: (request, ctx) => ctx.ramp().client.call(createEspOnrampEndpoint, request),
  fieldPaths,
  payload: {
    created: (created): OnrampPayload => ({ transaction: created.transaction, bankingDetails: created.banking_details, userErrors: [] }),
    refused: (userErrors): OnrampPayload => ({ transaction: null, bankingDetails: null, userErrors }),
  },
  observe: (created, dataSet) => [espObservation(dataSet, created.transaction)],
});

type OfframpPayload = Omit<CreateEspOfframpPayload, 'transaction'> & { transaction: EspTransaction | null };

const espOfframpEvidence = z.object({ amount: z.string(), currency: z.string(), accountNumber: z.string() });

/**
 * A payout whose outcome is unknown is the ESP off-ramp a later webhook or listing entry shows
 * for the same caller, direction, amount, currency and account within the request's window:
 * its webhooks and listing entries carry all of it, and its payload is the transaction alone.
 */
const payoutEvidence: EvidenceRule = {
  kind: 'esp_transaction',
  criteria(input) {
    const parsed = espOfframpEvidence.safeParse(input);
    if (!parsed.success) return undefined;
    const { amount, currency, accountNumber } = parsed.data;
    // The amount as validation sent it: a form's text may carry spaces around it.
    return { kind: 'esp_transaction', direction: 'offramp', amount: amount.trim(), currency, account: accountNumber.trim() };
  },
  payload: (record) => ({ transaction: record, userErrors: [] }),
};

export const createEspOfframp = defineRampMutation({
  operation: 'createEspOfframp',
  validate: (input: CreateEspOfframpInput, errors) => validateEspOfframp(input, errors),
  call: (request, ctx) => ctx.ramp().client.call(createEspOfframpEndpoint, request),
  fieldPaths,
  payload: {
    created: (transaction): OfframpPayload => ({ transaction, userErrors: [] }),
    refused: (userErrors): OfframpPayload => ({ transaction: null, userErrors }),
  },
  observe: (transaction, dataSet) => [espObservation(dataSet, transaction)],
  evidence: payoutEvidence,
});

const Mutation: MutationResolvers = { createEspOnramp: createEspOnramp.resolve, createEspOfframp: createEspOfframp.resolve };

export const espRampResolvers: Resolvers = { Mutation };

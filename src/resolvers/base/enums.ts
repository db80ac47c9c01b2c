import {
  BRL_TICKET_STATUS,
  ESP_TRANSACTION_STATUS,
  OFFRAMP_STATUS,
  ONRAMP_STATUS,
  PAYMENT_METHOD,
  TRANSACTION_DIRECTION,
  VERIFICATION_STATUS,
} from '../../datasources/provider-enums.js';
import type { Resolvers } from '../../generated/graphql.js';

/** Serves each GraphQL enum value as the provider's value (the same tables codegen's enumValues use). */
export const enumResolvers: Resolvers = {
  OfframpStatus: OFFRAMP_STATUS,
  OnrampStatus: ONRAMP_STATUS,
  EspTransactionStatus: ESP_TRANSACTION_STATUS,
  VerificationStatus: VERIFICATION_STATUS,
  BrlTicketStatus: BRL_TICKET_STATUS,
  TransactionDirection: TRANSACTION_DIRECTION,
  PaymentMethod: PAYMENT_METHOD,
};

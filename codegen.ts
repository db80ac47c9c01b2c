import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  BRL_TICKET_STATUS,
  ESP_TRANSACTION_STATUS,
  OFFRAMP_STATUS,
  ONRAMP_STATUS,
  PAYMENT_METHOD,
  TRANSACTION_DIRECTION,
  VERIFICATION_STATUS,
} from './src/datasources/provider-enums.js';
import { STATUS_EVENT_KIND, STATUS_EVENT_SOURCE } from './src/resolvers/events/kinds.js';

// GraphQL enums carry the provider's own values inside the gateway, so resolvers pass
// provider records through without translating statuses by hand.
const enumValues = {
  OfframpStatus: OFFRAMP_STATUS,
  OnrampStatus: ONRAMP_STATUS,
  EspTransactionStatus: ESP_TRANSACTION_STATUS,
  VerificationStatus: VERIFICATION_STATUS,
  BrlTicketStatus: BRL_TICKET_STATUS,
  TransactionDirection: TRANSACTION_DIRECTION,
  PaymentMethod: PAYMENT_METHOD,
  StatusEventKind: STATUS_EVENT_KIND,
  StatusEventSource: STATUS_EVENT_SOURCE,
};

const scalars = {
  DateTime: { input: 'Date', output: 'Date | string' },
  Date: 'string',
  EmailAddress: 'string',
  URL: { input: 'URL', output: 'URL | string' },
  PhoneNumber: 'string',
  CountryCodeAlpha3: 'string',
  Decimal: 'string',
  Upload: '../platform/uploaded-file.js#UploadedFile',
};

const clientScalars = {
  DateTime: 'string',
  Date: 'string',
  EmailAddress: 'string',
  URL: 'string',
  PhoneNumber: 'string',
  CountryCodeAlpha3: 'string',
  Decimal: 'string',
  Upload: 'Blob',
};

const config: CodegenConfig = {
  // Every module's SDL, test mode included (the running schema may leave it out).
  schema: 'schema/*.graphql',
  documents: 'test/documents/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        enumValues,
        scalars,
        strictScalars: true,
        contextType: '../context.js#GatewayContext',
        mapperTypeSuffix: 'Model',
        // A union member carries its type's name, so the union's resolver needs no guess from its shape.
        resolversNonOptionalTypename: { unionMember: true },
        mappers: {
          Viewer: '../datasources/models.js#Viewer',
          RateQuote: '../datasources/rates/endpoints.js#RateQuote',
          Offramp: '../datasources/offramps/endpoints.js#Offramp',
          Onramp: '../datasources/onramps/endpoints.js#Onramp',
          EspTransaction: '../datasources/esp/endpoints.js#EspTransaction',
          EspAccount: '../datasources/esp/endpoints.js#EspAccount',
          BankingDetails: '../datasources/esp/endpoints.js#BankingDetails',
          EspTransactionConnection: '../resolvers/esp/listing/esp-transaction-connection.js#EspTransactionPage',
          EspTransactionSummary: '../datasources/esp/endpoints.js#EspTransactionSummary',
          BrlOnrampTicket: '../datasources/brl/endpoints.js#BrlOnrampTicket',
          BusinessCustomer: '../resolvers/business-customers/events.js#KnownBusinessCustomer',
          StatusEvent: '../status/ledger/status-event-log.js#StatusEvent',
        },
      },
    },
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, sort: false },
    },
    'test/generated/': {
      preset: 'client',
      // persisted-documents.json: the manifest a gateway in trusted-documents mode serves from
      // (TRUSTED_DOCUMENTS); sha256, the hash of Apollo's persisted-query protocol.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: clientScalars,
        strictScalars: true,
      },
    },
  },
};

export default config;

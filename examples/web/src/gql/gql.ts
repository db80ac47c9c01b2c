/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query OfframpPayoutMethods($currency: Currency!) {\n    rateQuote(currency: $currency, direction: OFFRAMP) {\n      currency\n      offrampPaymentMethods\n    }\n  }\n": typeof types.OfframpPayoutMethodsDocument,
    "\n  mutation CreateOfframp($input: CreateOfframpInput!) {\n    createOfframp(input: $input) {\n      offramp {\n        id\n        reference\n        amount\n        stablecoin\n        currency\n        payoutAmount\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateOfframpDocument,
    "\n  query OnrampPaymentMethod($currency: Currency!) {\n    rateQuote(currency: $currency, direction: ONRAMP) {\n      currency\n      paymentMethod\n    }\n  }\n": typeof types.OnrampPaymentMethodDocument,
    "\n  mutation CreateOnramp($input: CreateOnrampInput!) {\n    createOnramp(input: $input) {\n      onramp {\n        id\n        reference\n        amount\n        currency\n        stablecoin\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateOnrampDocument,
    "\n  query EspTransactions($filter: EspTransactionFilter, $first: Int, $after: String, $last: Int, $before: String) {\n    espTransactions(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      edges {\n        node {\n          id\n          reference\n          direction\n          currency\n          amount\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.EspTransactionsDocument,
    "\n  subscription EspTransactionUpdates {\n    espTransactionUpdated {\n      id\n      status\n    }\n  }\n": typeof types.EspTransactionUpdatesDocument,
    "\n  query OfframpEvents($filter: StatusEventFilter!, $after: String) {\n    events(first: 100, after: $after, filter: $filter) {\n      edges {\n        node {\n          cursor\n          occurredAt\n          previousStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.OfframpEventsDocument,
    "\n  subscription OfframpStatusEvents($after: String, $filter: StatusEventFilter!) {\n    statusEvents(after: $after, filter: $filter) {\n      cursor\n      occurredAt\n      previousStatus\n      status\n    }\n  }\n": typeof types.OfframpStatusEventsDocument,
    "\n  subscription OfframpUpdates($id: ID!) {\n    offrampUpdated(id: $id) {\n      id\n      status\n      payoutAmount\n    }\n  }\n": typeof types.OfframpUpdatesDocument,
    "\n  subscription OnrampUpdates($id: ID!) {\n    onrampUpdated(id: $id) {\n      id\n      status\n      settlementAccount {\n        bankName\n        accountName\n        accountNumber\n        reference\n      }\n    }\n  }\n": typeof types.OnrampUpdatesDocument,
    "\n  mutation UploadOnrampReceipt($input: UploadOnrampProofOfPaymentInput!) {\n    uploadOnrampProofOfPayment(input: $input) {\n      onramp {\n        id\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UploadOnrampReceiptDocument,
};
const documents: Documents = {
    "\n  query OfframpPayoutMethods($currency: Currency!) {\n    rateQuote(currency: $currency, direction: OFFRAMP) {\n      currency\n      offrampPaymentMethods\n    }\n  }\n": types.OfframpPayoutMethodsDocument,
    "\n  mutation CreateOfframp($input: CreateOfframpInput!) {\n    createOfframp(input: $input) {\n      offramp {\n        id\n        reference\n        amount\n        stablecoin\n        currency\n        payoutAmount\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateOfframpDocument,
    "\n  query OnrampPaymentMethod($currency: Currency!) {\n    rateQuote(currency: $currency, direction: ONRAMP) {\n      currency\n      paymentMethod\n    }\n  }\n": types.OnrampPaymentMethodDocument,
    "\n  mutation CreateOnramp($input: CreateOnrampInput!) {\n    createOnramp(input: $input) {\n      onramp {\n        id\n        reference\n        amount\n        currency\n        stablecoin\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateOnrampDocument,
    "\n  query EspTransactions($filter: EspTransactionFilter, $first: Int, $after: String, $last: Int, $before: String) {\n    espTransactions(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      edges {\n        node {\n          id\n          reference\n          direction\n          currency\n          amount\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.EspTransactionsDocument,
    "\n  subscription EspTransactionUpdates {\n    espTransactionUpdated {\n      id\n      status\n    }\n  }\n": types.EspTransactionUpdatesDocument,
    "\n  query OfframpEvents($filter: StatusEventFilter!, $after: String) {\n    events(first: 100, after: $after, filter: $filter) {\n      edges {\n        node {\n          cursor\n          occurredAt\n          previousStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.OfframpEventsDocument,
    "\n  subscription OfframpStatusEvents($after: String, $filter: StatusEventFilter!) {\n    statusEvents(after: $after, filter: $filter) {\n      cursor\n      occurredAt\n      previousStatus\n      status\n    }\n  }\n": types.OfframpStatusEventsDocument,
    "\n  subscription OfframpUpdates($id: ID!) {\n    offrampUpdated(id: $id) {\n      id\n      status\n      payoutAmount\n    }\n  }\n": types.OfframpUpdatesDocument,
    "\n  subscription OnrampUpdates($id: ID!) {\n    onrampUpdated(id: $id) {\n      id\n      status\n      settlementAccount {\n        bankName\n        accountName\n        accountNumber\n        reference\n      }\n    }\n  }\n": types.OnrampUpdatesDocument,
    "\n  mutation UploadOnrampReceipt($input: UploadOnrampProofOfPaymentInput!) {\n    uploadOnrampProofOfPayment(input: $input) {\n      onramp {\n        id\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UploadOnrampReceiptDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfframpPayoutMethods($currency: Currency!) {\n    rateQuote(currency: $currency, direction: OFFRAMP) {\n      currency\n      offrampPaymentMethods\n    }\n  }\n"): (typeof documents)["\n  query OfframpPayoutMethods($currency: Currency!) {\n    rateQuote(currency: $currency, direction: OFFRAMP) {\n      currency\n      offrampPaymentMethods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOfframp($input: CreateOfframpInput!) {\n    createOfframp(input: $input) {\n      offramp {\n        id\n        reference\n        amount\n        stablecoin\n        currency\n        payoutAmount\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOfframp($input: CreateOfframpInput!) {\n    createOfframp(input: $input) {\n      offramp {\n        id\n        reference\n        amount\n        stablecoin\n        currency\n        payoutAmount\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnrampPaymentMethod($currency: Currency!) {\n    rateQuote(currency: $currency, direction: ONRAMP) {\n      currency\n      paymentMethod\n    }\n  }\n"): (typeof documents)["\n  query OnrampPaymentMethod($currency: Currency!) {\n    rateQuote(currency: $currency, direction: ONRAMP) {\n      currency\n      paymentMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOnramp($input: CreateOnrampInput!) {\n    createOnramp(input: $input) {\n      onramp {\n        id\n        reference\n        amount\n        currency\n        stablecoin\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOnramp($input: CreateOnrampInput!) {\n    createOnramp(input: $input) {\n      onramp {\n        id\n        reference\n        amount\n        currency\n        stablecoin\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EspTransactions($filter: EspTransactionFilter, $first: Int, $after: String, $last: Int, $before: String) {\n    espTransactions(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      edges {\n        node {\n          id\n          reference\n          direction\n          currency\n          amount\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query EspTransactions($filter: EspTransactionFilter, $first: Int, $after: String, $last: Int, $before: String) {\n    espTransactions(filter: $filter, first: $first, after: $after, last: $last, before: $before) {\n      edges {\n        node {\n          id\n          reference\n          direction\n          currency\n          amount\n          status\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EspTransactionUpdates {\n    espTransactionUpdated {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription EspTransactionUpdates {\n    espTransactionUpdated {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfframpEvents($filter: StatusEventFilter!, $after: String) {\n    events(first: 100, after: $after, filter: $filter) {\n      edges {\n        node {\n          cursor\n          occurredAt\n          previousStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfframpEvents($filter: StatusEventFilter!, $after: String) {\n    events(first: 100, after: $after, filter: $filter) {\n      edges {\n        node {\n          cursor\n          occurredAt\n          previousStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OfframpStatusEvents($after: String, $filter: StatusEventFilter!) {\n    statusEvents(after: $after, filter: $filter) {\n      cursor\n      occurredAt\n      previousStatus\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription OfframpStatusEvents($after: String, $filter: StatusEventFilter!) {\n    statusEvents(after: $after, filter: $filter) {\n      cursor\n      occurredAt\n      previousStatus\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OfframpUpdates($id: ID!) {\n    offrampUpdated(id: $id) {\n      id\n      status\n      payoutAmount\n    }\n  }\n"): (typeof documents)["\n  subscription OfframpUpdates($id: ID!) {\n    offrampUpdated(id: $id) {\n      id\n      status\n      payoutAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnrampUpdates($id: ID!) {\n    onrampUpdated(id: $id) {\n      id\n      status\n      settlementAccount {\n        bankName\n        accountName\n        accountNumber\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OnrampUpdates($id: ID!) {\n    onrampUpdated(id: $id) {\n      id\n      status\n      settlementAccount {\n        bankName\n        accountName\n        accountNumber\n        reference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadOnrampReceipt($input: UploadOnrampProofOfPaymentInput!) {\n    uploadOnrampProofOfPayment(input: $input) {\n      onramp {\n        id\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadOnrampReceipt($input: UploadOnrampProofOfPaymentInput!) {\n    uploadOnrampProofOfPayment(input: $input) {\n      onramp {\n        id\n        status\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
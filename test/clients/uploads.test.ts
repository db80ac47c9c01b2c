// Stock clients upload an on-ramp's receipt with their documented setup, each with its real
// package: Apollo Client 4 with apollo-upload-client's UploadHttpLink, and urql, whose fetchExchange
// sends a File variable as a GraphQL multipart request. Each sends a multipart body (seen by the
// fetch it is given) and the on-ramp moves to PROCESSING.
import { ApolloClient, gql as apolloGql, InMemoryCache } from '@apollo/client';
import { cacheExchange, Client as UrqlClient, fetchExchange, gql as urqlGql } from '@urql/core';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOnramp } from '../gateway/support/onramps.js';
import { startHarness, type Harness } from '../gateway/support/harness.js';

const FAR = 3_600_000;
const PDF = new TextEncoder().encode('%PDF-1.7\n%receipt of the transfer\n');
const MUTATION = `
  mutation UploadReceipt($input: UploadOnrampProofOfPaymentInput!) {
    uploadOnrampProofOfPayment(input: $input) {
      onramp { id status }
      userErrors { field code message }
    }
  }
`;

interface UploadReceipt {
  uploadOnrampProofOfPayment: { onramp: { id: string; status: string } | null; userErrors: { field: string[]; code: string; message: string }[] };
}

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ emulator: { delays: { onrampBankingDetailsMs: FAR, onrampProcessingMs: FAR, onrampSettlementMs: FAR } } });
});

afterAll(async () => {
  await harness?.close();
});

/** The content types of the requests a client sent, by wrapping the fetch it is given. */
function recordingFetch(): { fetch: typeof fetch; contentTypes: string[] } {
  const contentTypes: string[] = [];
  return {
    contentTypes,
    fetch: (input, init) => {
      contentTypes.push(init?.body instanceof FormData ? 'multipart/form-data' : new Headers(init?.headers).get('content-type') ?? '');
      return fetch(input, init);
    },
  };
}

const receipt = () => new File([PDF], 'receipt.pdf', { type: 'application/pdf' });

describe('Apollo Client 4 with apollo-upload-client', () => {
  it('uploads the receipt as a multipart request with the Apollo-Require-Preflight header, and the on-ramp moves to PROCESSING', async () => {
    const onramp = await createTestOnramp(harness);
    const recorded = recordingFetch();
    const client = new ApolloClient({
      link: new UploadHttpLink({
        uri: harness.gateway.graphqlUrl,
        headers: { 'ngnc-sec-key': harness.emulator.testKey, 'Apollo-Require-Preflight': 'true' },
        fetch: recorded.fetch,
      }),
      cache: new InMemoryCache(),
    });
    const { data, error } = await client.mutate<UploadReceipt>({
      mutation: apolloGql(MUTATION),
      variables: { input: { onrampId: onramp.id, file: receipt(), idempotencyKey: crypto.randomUUID() } },
    });
    expect(error).toBeUndefined();
    expect(data?.uploadOnrampProofOfPayment).toMatchObject({ onramp: { id: onramp.id, status: 'PROCESSING' }, userErrors: [] });
    expect(recorded.contentTypes).toEqual(['multipart/form-data']);
    expect(harness.providerCalls('POST', '/otc/pop').map((call) => call.status)).toEqual([200]);
  });
});

describe('urql (@urql/core) with its fetchExchange', () => {
  it('sends a File variable as a multipart request, and the on-ramp moves to PROCESSING', async () => {
    const onramp = await createTestOnramp(harness);
    harness.clearProviderCalls();
    const recorded = recordingFetch();
    const client = new UrqlClient({
      url: harness.gateway.graphqlUrl,
      exchanges: [cacheExchange, fetchExchange],
      fetch: recorded.fetch,
      fetchOptions: { headers: { 'ngnc-sec-key': harness.emulator.testKey, 'Apollo-Require-Preflight': 'true' } },
    });
    const result = await client.mutation<UploadReceipt>(urqlGql(MUTATION), { input: { onrampId: onramp.id, file: receipt(), idempotencyKey: crypto.randomUUID() } }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.uploadOnrampProofOfPayment).toMatchObject({ onramp: { id: onramp.id, status: 'PROCESSING' }, userErrors: [] });
    expect(recorded.contentTypes).toEqual(['multipart/form-data']);
    expect(harness.providerCalls('POST', '/otc/pop').map((call) => call.status)).toEqual([200]);
  });

  it('is refused before anything is sent when the page sends no preflight header and the gateway has a key of its own', async () => {
    // Without a key header or Apollo-Require-Preflight, an upload is what an HTML form can send cross-site.
    const own = await startHarness({ gateway: { rampApiKey: harness.emulator.testKey }, emulator: { testKey: harness.emulator.testKey } });
    try {
      const client = new UrqlClient({ url: own.gateway.graphqlUrl, exchanges: [cacheExchange, fetchExchange] });
      const result = await client.mutation<UploadReceipt>(urqlGql(MUTATION), { input: { onrampId: 'otc_any', file: receipt() } }).toPromise();
      expect(result.error?.response?.status).toBe(400);
      expect(own.providerCalls('POST', '/otc/pop')).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

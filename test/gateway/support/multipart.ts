// GraphQL multipart requests (the spec stock upload clients follow) built by hand, to send what a
// stock client would not: no preflight header, a file past its bound streamed without a length.
import { print, type FormattedExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** A spec request: `operations`, `map` naming `path`, then the file as part "0". */
export function uploadForm<TVariables>(document: TypedDocumentNode<unknown, TVariables> | string, variables: unknown, path: string, file: Blob, filename = 'receipt.pdf'): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }));
  form.append('map', JSON.stringify({ 0: [path] }));
  form.append('0', file, filename);
  return form;
}

const BOUNDARY = 'ramp-gateway-test-boundary';

/**
 * The same request as a stream of unknown length whose file is `fileBytes` long, made as it is
 * read: the sender never holds it, and the receiver cannot know its size before reading it.
 * `onFileStarted` runs once the head of the body is sent; `hold` keeps the body open after it.
 */
export function streamedUpload(
  query: string,
  variables: unknown,
  path: string,
  fileBytes: number,
  head: Uint8Array,
  options: { hold?: Promise<void> } = {},
): { body: ReadableStream<Uint8Array>; contentType: string; sent: () => number } {
  const encoder = new TextEncoder();
  const preamble = encoder.encode(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query, variables })}\r\n` +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: [path] })}\r\n` +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="0"; filename="receipt.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  const ending = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const CHUNK = 64 * 1024;
  let fileSent = 0;
  let stage: 'preamble' | 'file' | 'hold' | 'ending' | 'done' = 'preamble';
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const enqueue = (bytes: Uint8Array) => {
        sent += bytes.length;
        controller.enqueue(bytes);
      };
      if (stage === 'preamble') {
        enqueue(preamble);
        stage = 'file';
      } else if (stage === 'file') {
        const size = Math.min(CHUNK, fileBytes - fileSent);
        const chunk = new Uint8Array(size);
        if (fileSent === 0) chunk.set(head.subarray(0, size));
        fileSent += size;
        enqueue(chunk);
        if (fileSent >= fileBytes) stage = 'hold';
      } else if (stage === 'hold') {
        if (options.hold !== undefined) await options.hold;
        stage = 'ending';
      } else if (stage === 'ending') {
        enqueue(ending);
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}`, sent: () => sent };
}

/** Posts a typed document with one file at `input.file` as a stock upload client would, with the key header as its preflight. */
export async function executeUpload<TResult, TVariables extends { input: object }>(
  graphqlUrl: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  file: Blob,
  options: { key: string; filename?: string },
): Promise<FormattedExecutionResult<TResult>> {
  const withNull = { ...variables, input: { ...variables.input, file: null } };
  const form = uploadForm(document, withNull, 'variables.input.file', file, options.filename);
  const response = await fetch(graphqlUrl, { method: 'POST', headers: { 'ngnc-sec-key': options.key }, body: form });
  return (await response.json()) as FormattedExecutionResult<TResult>;
}

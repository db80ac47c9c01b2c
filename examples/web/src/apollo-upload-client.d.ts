// apollo-upload-client 19 ships its types as JSDoc in .mjs files, which neither the app's compiler nor
// the repository's (its tests include this file) reads from node_modules: the link's documented
// constructor options, as its JSDoc states them.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  import type { ASTNode, print } from 'graphql';

  export interface UploadHttpLinkOptions {
    uri?: string;
    useGETForQueries?: boolean;
    isExtractableFile?: (value: unknown) => boolean;
    FormData?: typeof FormData;
    print?: (node: ASTNode, originalPrint: typeof print) => string;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
    credentials?: string;
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}

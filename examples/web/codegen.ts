// Types and persisted documents for the example app, from the gateway's printed schema.
// A frontend team points `schema` at its copy of the gateway's schema.graphql.
import { fileURLToPath } from 'node:url';
import type { ClientPresetConfig } from '@graphql-codegen/client-preset';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, visit, type DocumentNode, type FieldNode } from 'graphql';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * Apollo's cache adds `__typename` to every selection set below the root before a request
 * leaves: adding it here too makes the manifest's text the document Apollo Client runs, with the
 * hash it is sent by. Not at the root, as Apollo does (a subscription may select one root field).
 * The client preset's addTypenameSelectionDocumentTransform adds it at the root too.
 */
function addTypenameBelowRoot(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      const isRoot = parent !== undefined && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
      if (isRoot || node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

const presetConfig: ClientPresetConfig = {
  fragmentMasking: false,
  // Writes gql/persisted-documents.json ({ "sha256:<hex>": "<text>" }): the manifest the gateway
  // runs from with TRUSTED_DOCUMENTS. The gateway takes sha256 only (Apollo's persisted-query hash).
  persistedDocuments: { hashAlgorithm: 'sha256' },
};

const config: CodegenConfig = {
  schema: here('../../schema.graphql'),
  documents: [here('src/**/*.tsx')],
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: false,
  generates: {
    [here('src/gql/')]: {
      preset: 'client',
      presetConfig,
      documentTransforms: [
        { transform: ({ documents }) => documents.map((source) => ({ ...source, document: source.document && addTypenameBelowRoot(source.document) })) },
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        // Every custom scalar travels as a JSON string; Decimal stays a string so no amount is
        // ever rounded by a float. An Upload is the File a form's input gives.
        scalars: {
          DateTime: 'string',
          Date: 'string',
          EmailAddress: 'string',
          URL: 'string',
          PhoneNumber: 'string',
          CountryCodeAlpha3: 'string',
          Decimal: 'string',
          Upload: 'File',
        },
      },
    },
  },
};

export default config;

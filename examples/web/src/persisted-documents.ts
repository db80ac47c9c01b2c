// Every operation this app sends is one of codegen's persisted documents: its sha256 travels as
// `extensions.persistedQuery.sha256Hash`, and, where text must travel too, the manifest's exact
// text, never Apollo's own printing of it. A gateway with TRUSTED_DOCUMENTS runs that text (its
// hash is listed) and nothing else; one without it checks that a hash and its text agree.
import { Kind, type ASTNode, type DocumentNode } from 'graphql';
import manifest from './gql/persisted-documents.json';

const texts: Readonly<Record<string, string>> = manifest;

/** The hex sha256 codegen gave this document (client preset, `persistedDocuments`). */
export function persistedHash(document: DocumentNode): string {
  const meta = '__meta__' in document ? document.__meta__ : undefined;
  const hash = typeof meta === 'object' && meta !== null && 'hash' in meta ? meta.hash : undefined;
  if (typeof hash !== 'string' || !hash.startsWith('sha256:')) {
    // Only generated documents can run against a gateway with trusted documents.
    throw new Error('Not a persisted document: write operations with graphql() from ./gql and run npm run codegen.');
  }
  return hash.slice('sha256:'.length);
}

/** The manifest's text of a persisted document's hash, if it is one of this app's. */
export function persistedText(sha256Hash: string): string | undefined {
  return texts[`sha256:${sha256Hash}`];
}

/** For HttpLink's `print`: a generated document as its manifest text. */
export function printPersisted(node: ASTNode, print: (node: ASTNode) => string): string {
  return (node.kind === Kind.DOCUMENT && persistedText(persistedHash(node))) || print(node);
}

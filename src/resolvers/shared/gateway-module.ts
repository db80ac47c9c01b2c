import type { Resolvers } from '../../generated/graphql.js';
import type { EvidenceRule } from '../../idempotency/outcome-evidence.js';
import type { ProviderReader } from './provider-reads.js';

/**
 * What a domain's resolvers (src/resolvers/<domain>/) give the gateway; its SDL is
 * schema/<domain>.graphql, found by src/schema.ts and codegen.
 */
export interface GatewayModule {
  resolvers: Resolvers;
  /** Its mutations that create at the provider, for what the server needs of them (their evidence rules). */
  mutations?: readonly { operation: string; evidence: EvidenceRule | undefined }[];
  /** How reconciliation reads its kinds of resource back from the provider (src/status/ingest/reconciler.ts). */
  readers?: readonly ProviderReader[];
}

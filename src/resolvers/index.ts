// The gateway's domains (docs/architecture.md): each one's SDL is schema/<domain>.graphql, its
// resolvers src/resolvers/<domain>/, its provider endpoints src/datasources/<domain>/. A new
// domain is one line here; a new mutation or field is written in its domain alone.

import type { Resolvers } from '../generated/graphql.js';
import type { EvidenceRule, EvidenceRules } from '../idempotency/outcome-evidence.js';
import type { GatewayModule } from './shared/gateway-module.js';
import type { ProviderReader } from './shared/provider-reads.js';
import { amountLimitsModule } from './amount-limits/index.js';
import { baseModule } from './base/index.js';
import { brlModule } from './brl/index.js';
import { businessCustomersModule } from './business-customers/index.js';
import { espModule } from './esp/index.js';
import { eventsModule } from './events/index.js';
import { mutationOutcomesModule } from './mutation-outcomes/index.js';
import { entityResolvers, nodeModule, refuseNonEntityRepresentations } from './node/index.js';
import { offrampsModule } from './offramps/index.js';
import { onrampsModule } from './onramps/index.js';
import { ratesModule } from './rates/index.js';
import { subscriptionsModule } from './subscriptions/index.js';
import { testModeModule } from './test-mode/index.js';

const modules: readonly GatewayModule[] = [
  baseModule,
  ratesModule,
  offrampsModule,
  onrampsModule,
  espModule,
  brlModule,
  businessCustomersModule,
  subscriptionsModule,
  eventsModule,
  mutationOutcomesModule,
  amountLimitsModule,
  nodeModule,
];

/** How a router reads `Offramp` and `BusinessCustomer` by their keys, and what it may name: subgraph mode's only resolvers (src/schema.ts). */
export { entityResolvers, refuseNonEntityRepresentations };

/** The test-mode domain, whose SDL (schema/test-mode.graphql) the running schema leaves out unless test helpers are on. */
export const TEST_MODE_MODULE = 'test-mode';

/** Every module's resolvers, test mode's only when asked; makeExecutableSchema merges the list. */
export function moduleResolvers(options: { testHelpers: boolean }): Resolvers[] {
  return [...modules, ...(options.testHelpers ? [testModeModule] : [])].map((module) => module.resolvers);
}

/** How each operation with evidence settles its unknown outcomes, as its module defines it. */
export const evidenceRules: EvidenceRules = new Map(
  modules.flatMap((module) => module.mutations ?? []).flatMap((mutation): [string, EvidenceRule][] => (mutation.evidence ? [[mutation.operation, mutation.evidence]] : [])),
);

/** How reconciliation reads each kind of resource back from the provider, as its module defines it. */
export const providerReaders: readonly ProviderReader[] = modules.flatMap((module) => module.readers ?? []);

import { byGraphqlName } from '../../datasources/provider-enums.js';
import { RESOURCE_KINDS } from '../../domain/state-machines.js';

/** The GraphQL `StatusEventKind` values as the gateway's resource kinds (codegen's enumValues and the enum's resolver). */
export const STATUS_EVENT_KIND = byGraphqlName(RESOURCE_KINDS);

import { byGraphqlName } from '../../datasources/provider-enums.js';
import { RESOURCE_KINDS } from '../../domain/state-machines.js';
import { STATUS_SOURCES } from '../../status/ledger/status-source.js';

/** The GraphQL `StatusEventKind` values as the gateway's resource kinds (codegen's enumValues and the enum's resolver). */
export const STATUS_EVENT_KIND = byGraphqlName(RESOURCE_KINDS);

/** The GraphQL `StatusEventSource` values as the log's sources, and `unrecorded` for an event written before they were kept. */
export const STATUS_EVENT_SOURCE = byGraphqlName([...STATUS_SOURCES, 'unrecorded']);

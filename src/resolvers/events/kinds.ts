import type { ResourceKind } from '../../domain/state-machines.js';

/** The GraphQL `StatusEventKind` values as the gateway's resource kinds (codegen's enumValues and the enum's resolver). */
export const STATUS_EVENT_KIND = {
  OFFRAMP: 'offramp',
  ESP_TRANSACTION: 'esp_transaction',
  BUSINESS_CUSTOMER: 'business_customer',
  BRL_TICKET: 'brl_ticket',
} as const satisfies Record<string, ResourceKind>;

// The message of live status: one resource's status change, as pub/sub carries it between
// instances, the outbox keeps it and subscribers receive it. Its schema is read wherever a
// change crosses a boundary (Redis, the database); inside the process it travels typed.

import { z } from 'zod';
import { BRL_TICKET_STATUSES, ESP_STATUSES, OFFRAMP_STATUSES, ONRAMP_STATUSES, VERIFICATION_STATUSES } from '../../domain/state-machines.js';
import { dataSetSchema } from '../../domain/data-sets.js';

const common = {
  id: z.string(),
  dataSet: dataSetSchema,
  /** Grows with every applied change of the resource; subscribers drop what is not newer. */
  version: z.number(),
  /** The resource's model as JSON (camelCase, dates as ISO text). */
  record: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  /**
   * The trace of what stored the change (a webhook, a read of the provider), as
   * src/platform/tracing.ts's `traceCarrier` wrote it: each subscriber's delivery continues it.
   * Only the published message carries it; absent when nothing was traced.
   */
  trace: z.record(z.string(), z.string()).optional(),
};

export const statusChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offramp'), status: z.enum(OFFRAMP_STATUSES), ...common }),
  z.object({ kind: z.literal('onramp'), status: z.enum(ONRAMP_STATUSES), ...common }),
  z.object({ kind: z.literal('esp_transaction'), status: z.enum(ESP_STATUSES), ...common }),
  z.object({ kind: z.literal('business_customer'), status: z.enum(VERIFICATION_STATUSES), ...common }),
  z.object({ kind: z.literal('brl_ticket'), status: z.enum(BRL_TICKET_STATUSES), ...common }),
]);

export type StatusChange = z.output<typeof statusChangeSchema>;

/** A change read from outside the process (Redis, the database); throws when it is not one. */
export function readStatusChange(value: unknown): StatusChange {
  return statusChangeSchema.parse(value);
}

// Live status of BRL on-ramp tickets: what createBrlOnrampTicket records, and the state a
// subscriber of brlTicketUpdated gets back.

import { z } from 'zod';
import { BRL_TICKET_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../status/ledger/status-change.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import { revivedDate, toJson } from '../shared/model-json.js';

/** The `brl_ticket_updated` payload: the ticket's id, state and, once paid, the BRL paid. */
export const brlTicketWebhookRecord = z
  .object({
    ticket_id: z.string(),
    status: z.enum(BRL_TICKET_STATUSES),
    paid_amount: z.string().nullish(),
  })
  .transform((record) => ({ id: record.ticket_id, status: record.status, paidAmount: record.paid_amount ?? null }));

export type BrlTicketState = z.output<typeof brlTicketWebhookRecord>;

export function brlTicketObservation(dataSet: DataSet, ticket: BrlTicketState): StatusObservation {
  return { kind: 'brl_ticket', id: ticket.id, dataSet, status: ticket.status, record: toJson(ticket) };
}

/** A ticket's record in a StatusChange: the state as JSON (brlTicketObservation). */
const brlTicketChangeRecord = z.object({
  id: z.string(),
  status: z.enum(BRL_TICKET_STATUSES),
  paidAmount: z.string().nullable(),
});

export function brlTicketFromChange(change: StatusChange): BrlTicketState & { updatedAt: Date } {
  return { ...brlTicketChangeRecord.parse(change.record), updatedAt: revivedDate(change.updatedAt) };
}

// The provider's test-control endpoints (`/_emulator/…` on the embedded emulator; docs/contract.md
// section 11), sent by the provider client with the caller's test key like any other POST: once,
// never retried, so a timeout or a 5xx is OUTCOME_UNKNOWN. A move that did not answer is checked
// by asking for it again, which answers ILLEGAL_TRANSITION once it has happened.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { providerRefusalOf, systemError } from '../provider-errors.js';
import type { RampClient } from '../ramp-client.js';
import type { ResourceKind } from '../../domain/state-machines.js';

/** What a control call answered: the resource's provider record, or a refusal the caller can act on. */
export type ControlAnswer = { ok: true; record: Record<string, unknown> } | { ok: false; code: 'NOT_FOUND' | 'ILLEGAL_TRANSITION' };

export const LIVE_KEY_REFUSED =
  'Test helpers work with a test key only: a live key moves real money, whose statuses only the provider changes.';

export const UNKNOWN_KEY_REFUSED =
  'Test helpers work with a test key only, and the gateway cannot tell whether this key is one: its prefix is in neither RAMP_TEST_KEY_PREFIXES nor RAMP_LIVE_KEY_PREFIXES (viewer.mode is UNKNOWN). If it is a test key, add its prefix to RAMP_TEST_KEY_PREFIXES.';

/** The record of the moved resource, read by the caller with that resource's own schema. */
const controlRecord = z.record(z.string(), z.unknown());

const transitionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/_emulator/transitions',
  response: controlRecord,
  read: ({ body }, _request: { resource: ResourceKind; id: string; to: string }) => body,
});

const payBrlTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: (request: { id: string }) => `/_emulator/brl_tickets/${encodeURIComponent(request.id)}/pay`,
  route: '/_emulator/brl_tickets/{id}/pay',
  body: () => ({}),
  response: controlRecord,
  read: ({ body }) => body,
});

/** Asks the provider to move a test resource to `to` (one step of its state table). */
export function forceTransition(client: RampClient, kind: ResourceKind, id: string, to: string): Promise<ControlAnswer> {
  return control(client.call(transitionEndpoint, { resource: kind, id, to }));
}

/** Marks an active test BRL ticket paid, as a Pix payment would. */
export function payBrlTicket(client: RampClient, id: string): Promise<ControlAnswer> {
  return control(client.call(payBrlTicketEndpoint, { id }));
}

/** The provider's refusals of a move, as the module reads them; any other failure is thrown as the client mapped it. */
async function control(call: Promise<Record<string, unknown>>): Promise<ControlAnswer> {
  try {
    return { ok: true, record: await call };
  } catch (error) {
    const refusal = providerRefusalOf(error);
    if (refusal?.providerCode === 'LIVE_KEY_FORBIDDEN') throw systemError('FORBIDDEN', LIVE_KEY_REFUSED);
    if (refusal?.providerCode === 'ILLEGAL_TRANSITION') return { ok: false, code: 'ILLEGAL_TRANSITION' };
    if (refusal?.httpStatus === 404) return { ok: false, code: 'NOT_FOUND' };
    throw error;
  }
}

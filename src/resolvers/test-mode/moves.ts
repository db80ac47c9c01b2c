// Moving a test resource to a chosen status along the contract's state table
// (src/domain/state-machines.ts), one provider test-control call per step, so every step is a
// webhook as in a real run. The route is planned from the current status when the caller knows
// it; otherwise the direct move is tried first, then through each intermediate status.
import type { RampClient } from '../../datasources/ramp-client.js';
import { statusName } from '../../datasources/provider-enums.js';
import { STATUSES, canTransition, nextStatuses, type ResourceKind } from '../../domain/state-machines.js';
import { forceTransition, payBrlTicket } from '../../datasources/test-mode/test-control.js';

export type MoveOutcome =
  | { ok: true; /** The provider record after each step, in order. */ records: Record<string, unknown>[] }
  | { ok: false; code: 'NOT_FOUND' | 'ILLEGAL_TRANSITION'; message: string };

const LABEL: Readonly<Record<ResourceKind, string>> = {
  offramp: 'off-ramp',
  onramp: 'on-ramp',
  esp_transaction: 'ESP transaction',
  business_customer: 'business customer',
  brl_ticket: 'BRL ticket',
};

/** The state table of a kind in a sentence: "PENDING → PROCESSING or FAILED; PROCESSING → COMPLETED or FAILED". */
function stateTable(kind: ResourceKind): string {
  return STATUSES[kind]
    .filter((from) => nextStatuses(kind, from).length > 0)
    .map((from) => `${statusName(kind, from)} → ${nextStatuses(kind, from).map((to) => statusName(kind, to)).join(' or ')}`)
    .join('; ');
}

function illegal(kind: ResourceKind, id: string, target: string, from?: string): MoveOutcome {
  const where = from === undefined ? 'from its current status' : `from ${statusName(kind, from)}`;
  return {
    ok: false,
    code: 'ILLEGAL_TRANSITION',
    message: `The ${LABEL[kind]} ${id} cannot move to ${statusName(kind, target)} ${where}: statuses move ${stateTable(kind)}, never back.`,
  };
}

function notFound(kind: ResourceKind, id: string): MoveOutcome {
  return { ok: false, code: 'NOT_FOUND', message: `There is no ${LABEL[kind]} ${id} in the test data of this key.` };
}

const predecessors = (kind: ResourceKind, to: string): string[] => STATUSES[kind].filter((from) => canTransition(kind, from, to));

/** Shortest route from `from` to `target` (excluding `from`), or null. */
function routeFrom(kind: ResourceKind, from: string, target: string): string[] | null {
  const queue: string[][] = [[from]];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const path = queue.shift()!;
    for (const next of nextStatuses(kind, path.at(-1)!)) {
      if (next === target) return [...path.slice(1), next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return null;
}

/** Routes to try when the current status is unknown: the direct move, then through each status that leads to `target`. */
function candidateRoutes(kind: ResourceKind, target: string): string[][] {
  const through = predecessors(kind, target).filter((status) => status !== target && predecessors(kind, status).length > 0);
  return [[target], ...through.map((status) => [status, target])];
}

function step(client: RampClient, kind: ResourceKind, id: string, to: string) {
  return kind === 'brl_ticket' && to === 'paid' ? payBrlTicket(client, id) : forceTransition(client, kind, id, to);
}

/**
 * Moves a test resource to `target`. `from` is its current status when the caller has read it;
 * a status nothing leads to (a creation status) is refused without asking the provider.
 */
export async function moveTestResource(
  client: RampClient,
  kind: ResourceKind,
  id: string,
  target: string,
  from?: string,
): Promise<MoveOutcome> {
  if (predecessors(kind, target).length === 0) return illegal(kind, id, target, from);
  let routes: string[][];
  if (from === undefined) {
    routes = candidateRoutes(kind, target);
  } else {
    const route = routeFrom(kind, from, target);
    if (route === null) return illegal(kind, id, target, from);
    routes = [route];
  }
  for (const route of routes) {
    const records: Record<string, unknown>[] = [];
    for (const status of route) {
      const answer = await step(client, kind, id, status);
      if (!answer.ok) {
        if (answer.code === 'NOT_FOUND') return notFound(kind, id);
        // The first step refused: this route does not start from the current status; try the next.
        // A later step refused: the resource moved meanwhile (its own clock); say so.
        if (records.length === 0) break;
        return illegal(kind, id, target);
      }
      records.push(answer.record);
    }
    if (records.length === route.length) return { ok: true, records };
  }
  return illegal(kind, id, target, from);
}

// Which statuses a new status may replace. Webhooks can arrive late or twice and a
// provider response can be older than a webhook already received; the last-known
// status only ever moves forward along the state machine of src/domain.

import { STATUSES, nextStatuses, type ResourceKind } from '../../domain/state-machines.js';

function reachableFrom(kind: ResourceKind, from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [...nextStatuses(kind, from)] as string[];
  while (todo.length > 0) {
    const status = todo.pop() as string;
    if (seen.has(status)) continue;
    seen.add(status);
    todo.push(...(nextStatuses(kind, status) as readonly string[]));
  }
  return seen;
}

/** The statuses, other than `to` itself, from which `to` can still be reached. */
function statusesBefore(kind: ResourceKind, to: string): string[] {
  return (STATUSES[kind] as readonly string[]).filter((from) => from !== to && reachableFrom(kind, from).has(to));
}

// Asked for every item of every listed page; the state machines never change, so each answer is kept.
const before = new Map<string, ReadonlySet<string>>();

export function isAhead(kind: ResourceKind, from: string, to: string): boolean {
  const key = `${kind}:${to}`;
  let statuses = before.get(key);
  if (statuses === undefined) {
    statuses = new Set(statusesBefore(kind, to));
    before.set(key, statuses);
  }
  return statuses.has(from);
}

const revisitable = new Map<string, boolean>();

/**
 * Whether a resource may leave `status` and come back to it (a business customer's review after
 * more information): then "it was at `status`" does not mean it is there or beyond now.
 */
export function isRevisitable(kind: ResourceKind, status: string): boolean {
  const key = `${kind}:${status}`;
  let answer = revisitable.get(key);
  if (answer === undefined) {
    answer = reachableFrom(kind, status).has(status);
    revisitable.set(key, answer);
  }
  return answer;
}

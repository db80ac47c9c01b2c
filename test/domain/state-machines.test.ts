import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INITIAL_STATUS,
  RESOURCE_KINDS,
  STATUSES,
  canTransition,
  isTerminal,
  nextStatuses,
  type ResourceKind,
} from '../../src/domain/state-machines.js';

describe('state machines', () => {
  it('moves a B2B off-ramp through processing to completed or failed', () => {
    expect(canTransition('offramp', 'pending', 'processing')).toBe(true);
    expect(canTransition('offramp', 'pending', 'failed')).toBe(true);
    expect(canTransition('offramp', 'processing', 'completed')).toBe(true);
    expect(canTransition('offramp', 'processing', 'failed')).toBe(true);
    expect(canTransition('offramp', 'pending', 'completed')).toBe(false);
    expect(canTransition('offramp', 'processing', 'pending')).toBe(false);
    expect(canTransition('offramp', 'completed', 'failed')).toBe(false);
  });

  it('ends every ESP transaction in one step', () => {
    expect(nextStatuses('esp_transaction', 'Pending')).toEqual(['Completed', 'Failed', 'Cancelled']);
    for (const status of ['Completed', 'Failed', 'Cancelled']) {
      expect(isTerminal('esp_transaction', status)).toBe(true);
    }
    expect(canTransition('esp_transaction', 'pending', 'Completed')).toBe(false);
  });

  it('lets a business customer go back to review only from more_info', () => {
    expect(canTransition('business_customer', 'pending', 'in_review')).toBe(true);
    expect(canTransition('business_customer', 'pending', 'approved')).toBe(false);
    expect(canTransition('business_customer', 'in_review', 'more_info')).toBe(true);
    expect(canTransition('business_customer', 'more_info', 'in_review')).toBe(true);
    expect(canTransition('business_customer', 'approved', 'in_review')).toBe(false);
    expect(isTerminal('business_customer', 'more_info')).toBe(false);
    expect(isTerminal('business_customer', 'rejected')).toBe(true);
  });

  it('ends a BRL ticket paid or expired', () => {
    expect(nextStatuses('brl_ticket', 'active')).toEqual(['paid', 'expired']);
    expect(canTransition('brl_ticket', 'expired', 'paid')).toBe(false);
  });

  it('never leaves a terminal state, never stays in place, and never knows unknown states', () => {
    const kind = fc.constantFrom<ResourceKind>(...RESOURCE_KINDS);
    fc.assert(
      fc.property(kind, fc.string(), fc.string(), (k, from, to) => {
        const known = (STATUSES[k] as readonly string[]).includes(from);
        if (!known) expect(canTransition(k, from, to)).toBe(false);
      }),
    );
    for (const k of RESOURCE_KINDS) {
      for (const from of STATUSES[k]) {
        expect(canTransition(k, from, from)).toBe(false);
        for (const to of STATUSES[k]) {
          if (isTerminal(k, from)) expect(canTransition(k, from, to)).toBe(false);
        }
      }
    }
  });

  it('reaches every status from the initial one and has a terminal state', () => {
    for (const k of RESOURCE_KINDS) {
      const seen = new Set<string>([INITIAL_STATUS[k]]);
      const queue: string[] = [INITIAL_STATUS[k]];
      while (queue.length > 0) {
        for (const next of nextStatuses(k, queue.shift()!)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].sort()).toEqual([...STATUSES[k]].sort());
      expect(STATUSES[k].some((s) => isTerminal(k, s))).toBe(true);
    }
  });
});

import type { ScheduledTransitionRepository } from '../repositories/scheduled-transitions.js';
import type { Lifecycle } from './lifecycle.js';
import { WakeableTimer } from './wakeable-timer.js';

const BATCH = 100;

/** Fires the clock-driven transitions stored in `scheduled_transitions` when they fall due. */
export class Scheduler {
  private readonly timer: WakeableTimer;

  constructor(
    private readonly scheduled: ScheduledTransitionRepository,
    private readonly lifecycle: Lifecycle,
    private readonly now: () => number,
    private readonly onApplied: () => void,
  ) {
    this.timer = new WakeableTimer(() => this.tick(), () => this.scheduled.nextDueAtMs(), now);
  }

  start(): void {
    this.timer.wake();
  }

  wake(): void {
    this.timer.wake();
  }

  stop(): void {
    this.timer.stop();
  }

  private tick(): void {
    let applied = 0;
    for (const step of this.scheduled.due(this.now(), BATCH)) {
      this.lifecycle.applyScheduled(step.resource, step.resource_id, step.from_status, step.to_status);
      // applyScheduled replaces the resource's schedule when it moves; a stale step is simply dropped.
      this.scheduled.remove(step.id);
      applied++;
    }
    if (applied > 0) this.onApplied();
  }
}

import type { Baseline } from './baseline.js';

// How long each measurement runs: the full run fits the 15-minute budget on 2 cores,
// the quick mode is a smoke run of every section.
export interface BenchSettings {
  quick: boolean;
  warmupSeconds: number;
  runSeconds: number;
  fixedRate: number;
  /** Interleaved saturation rounds of every server of the cost section, and how long each lasts. */
  costRounds: number;
  costRoundSeconds: number;
  subscriberCounts: number[];
  /** The event-log section: `statusEvents` subscribers per run, changes per build and run, rounds they are split over. */
  eventLogSubscribers: number[];
  eventLogChanges: number;
  eventLogRounds: number;
  soakSeconds: number;
  soakSampleSeconds: number;
  /** Another build of the gateway the cost section measures beside this one (`--baseline=`). */
  baseline?: Baseline;
}

export function benchSettings(quick: boolean, baseline?: Baseline): BenchSettings {
  const durations: Omit<BenchSettings, 'baseline'> = quick
    ? { quick, warmupSeconds: 1, runSeconds: 2, fixedRate: 1000, costRounds: 3, costRoundSeconds: 1, subscriberCounts: [200, 1000], eventLogSubscribers: [10, 100], eventLogChanges: 12, eventLogRounds: 3, soakSeconds: 20, soakSampleSeconds: 5 }
    : { quick, warmupSeconds: 2, runSeconds: 6, fixedRate: 1000, costRounds: 7, costRoundSeconds: 3, subscriberCounts: [1000, 10_000], eventLogSubscribers: [10, 100, 1000], eventLogChanges: 60, eventLogRounds: 5, soakSeconds: 600, soakSampleSeconds: 30 };
  return baseline === undefined ? durations : { ...durations, baseline };
}

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;
export const SATURATION_CONNECTIONS = 16;

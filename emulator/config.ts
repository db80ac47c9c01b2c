import type { ProfileName } from './profiles/profile.js';

export interface EmulatorDelays {
  offrampProcessingMs: number;
  offrampSettlementMs: number;
  onrampBankingDetailsMs: number;
  onrampProcessingMs: number;
  onrampSettlementMs: number;
  espSettlementMs: number;
  kybReviewMs: number;
  brlTicketTtlMs: number;
  kybLinkTtlMs: number;
}

/** Options of one emulator instance, as given to `startEmulator`, with every default filled in. */
export interface EmulatorConfig {
  profile: ProfileName;
  port: number;
  host: string;
  dbPath: string;
  testKey: string;
  liveKey: string;
  /** More test keys of the same business (a key being rotated in): they see what the test key sees. */
  moreTestKeys: string[];
  webhookUrl: string | null;
  webhookSecret: string;
  webhookLegacySecretHeader: boolean;
  delays: EmulatorDelays;
  webhookRetryScheduleMs: number[];
  webhookTimeoutMs: number;
  kybBaseUrl: string | null;
}

export const DEFAULT_TEST_KEY = 'sk_test_emulator_00000000000000000000';
export const DEFAULT_LIVE_KEY = 'sk_live_emulator_00000000000000000000';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_emulator_development_secret';

// Seconds, so a person following the README sees each state pass by.
export const DEFAULT_DELAYS: EmulatorDelays = {
  offrampProcessingMs: 5_000,
  offrampSettlementMs: 10_000,
  onrampBankingDetailsMs: 2_000,
  onrampProcessingMs: 15_000,
  onrampSettlementMs: 10_000,
  espSettlementMs: 8_000,
  kybReviewMs: 10_000,
  brlTicketTtlMs: 5 * 60_000,
  kybLinkTtlMs: 24 * 60 * 60_000,
};

export const DEFAULT_RETRY_SCHEDULE_MS = [10_000, 60_000, 600_000, 3_600_000, 21_600_000];

/** The seeded business every configured key belongs to. */
export const SEEDED_BUSINESS = { id: 'biz_emulator_demo', name: 'Emulator Demo Payments Ltd' } as const;

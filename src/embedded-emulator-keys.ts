// The key prefixes of a gateway over the embedded emulator (src/main.ts, no RAMP_BASE_URL).
import { DEFAULT_KEY_PREFIXES, type KeyPrefixes } from './domain/data-sets.js';

/**
 * The configured prefixes plus the embedded emulator's own keys, so those read TEST and LIVE
 * whatever their shape (a profile may issue keys no configured prefix matches): each whole key
 * is a prefix of itself, and the longest matching prefix decides.
 */
export function withEmulatorKeys(prefixes: KeyPrefixes | undefined, emulator: { testKey: string; liveKey: string }): KeyPrefixes {
  const configured = prefixes ?? DEFAULT_KEY_PREFIXES;
  return { test: [...configured.test, emulator.testKey], live: [...configured.live, emulator.liveKey] };
}

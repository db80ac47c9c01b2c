// The emulator profile a test run plays (EMULATOR_PROFILE: the contract by default, or the provider
// as its documentation shows it), and what a gateway over it needs to know: its keys' data sets,
// since a documented key's shape does not tell test from live.
import { profileNameFrom, profileOf } from '../../emulator/profiles/index.js';
import type { KeyPrefixes } from '../../src/domain/data-sets.js';
import { withEmulatorKeys } from '../../src/embedded-emulator-keys.js';

export const emulatorProfile = profileNameFrom(process.env.EMULATOR_PROFILE);

/** The configured prefixes plus the emulator's test and live keys (its profile's defaults unless given). */
export function emulatorKeyPrefixes(keys?: { testKey: string; liveKey: string }): KeyPrefixes {
  const defaults = profileOf(emulatorProfile).defaultKeys;
  return withEmulatorKeys(undefined, keys ?? { testKey: defaults.test, liveKey: defaults.live });
}

/** What the emulator answers a creation with: 200 as the seed says, 201 as the provider documents. */
export const CREATED_STATUS = profileOf(emulatorProfile).creationStatus;

/** The keys an emulator of this run's profile starts with unless told others. */
export const EMULATOR_KEYS = profileOf(emulatorProfile).defaultKeys;

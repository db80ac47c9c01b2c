import { contractProfile } from './contract.js';
import { documentedProfile } from './documented.js';
import type { ProfileName, ProviderProfile } from './profile.js';

export { PROFILE_ENV, PROFILE_NAMES, profileNameFrom, sendJson } from './profile.js';
export type { ProfileName, ProviderProfile } from './profile.js';

const PROFILES: Readonly<Record<ProfileName, ProviderProfile>> = {
  contract: contractProfile,
  documented: documentedProfile,
};

export function profileOf(name: ProfileName): ProviderProfile {
  // Options may come from plain JavaScript, where the type does not hold.
  if (!Object.hasOwn(PROFILES, name)) throw new Error(`profile must be one of ${Object.keys(PROFILES).join(', ')}; got "${String(name)}"`);
  return PROFILES[name];
}

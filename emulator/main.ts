// `npm run emulator`: the provider emulator as a standalone service, configured from the environment.
import { join } from 'node:path';
import { DatabaseInUseError, startEmulator } from './index.js';
import { PROFILE_ENV, profileNameFrom, profileOf, type ProfileName } from './profiles/index.js';

const env = process.env;
const port = Number(env.EMULATOR_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`EMULATOR_PORT must be a port number, got ${env.EMULATOR_PORT}`);
  process.exit(1);
}
let profile: ProfileName;
try {
  profile = profileNameFrom(env[PROFILE_ENV]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const dbPath = env.EMULATOR_DB ?? join('.emulator-data', 'emulator.db');
const emulator = await startEmulator({
  profile,
  port,
  host: env.EMULATOR_HOST ?? '127.0.0.1',
  dbPath,
  ...(env.EMULATOR_TEST_KEY ? { testKey: env.EMULATOR_TEST_KEY } : {}),
  ...(env.EMULATOR_LIVE_KEY ? { liveKey: env.EMULATOR_LIVE_KEY } : {}),
  ...(env.EMULATOR_WEBHOOK_URL ? { webhookUrl: env.EMULATOR_WEBHOOK_URL } : {}),
  ...(env.EMULATOR_WEBHOOK_SECRET ? { webhookSecret: env.EMULATOR_WEBHOOK_SECRET } : {}),
  ...(env.EMULATOR_WEBHOOK_LEGACY_SECRET_HEADER === 'true' ? { webhookLegacySecretHeader: true } : {}),
  ...(env.EMULATOR_KYB_BASE_URL ? { kybBaseUrl: env.EMULATOR_KYB_BASE_URL } : {}),
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(`ramp emulator: another emulator is using ${dbPath}; stop it, or give this one an EMULATOR_DB (and an EMULATOR_PORT) of its own.`);
  process.exit(1);
});

const { defaultKeys } = profileOf(emulator.profile);
const developmentKeys = emulator.testKey === defaultKeys.test || emulator.liveKey === defaultKeys.live;
console.log(`ramp emulator listening on ${emulator.url}`);
console.log(`  profile: ${emulator.profile} (${PROFILE_ENV}: contract or documented)`);
console.log(`  test key: ${emulator.testKey}`);
console.log(`  live key: ${emulator.liveKey}`);
if (developmentKeys) console.log('  (development default keys: set EMULATOR_TEST_KEY / EMULATOR_LIVE_KEY to change them)');
console.log(`  webhooks: ${env.EMULATOR_WEBHOOK_URL ?? 'no target yet (PUT /_emulator/webhook or EMULATOR_WEBHOOK_URL)'}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the emulator`);
  emulator.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('emulator: error while stopping', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

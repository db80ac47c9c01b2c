import { pino, type DestinationStream, type Logger } from 'pino';
import { knownSecrets, REDACTED, type KnownSecrets } from './observability/known-secrets.js';

export type { Logger };

// Keys and secrets travel in these headers and fields; pino blanks them should any ever reach a log line.
const REDACTED_PATHS = [
  'apiKey',
  '*.apiKey',
  'rampApiKey',
  '*.rampApiKey',
  'secret',
  '*.secret',
  'secrets',
  '*.secrets',
  'webhookSecrets',
  '*.webhookSecrets',
  'webhookLegacySecret',
  '*.webhookLegacySecret',
  'password',
  '*.password',
  'headers["ngnc-sec-key"]',
  'headers.authorization',
  'headers["ngnc-signature"]',
  'headers["bridge-webhook-secret"]',
  '*.headers["ngnc-sec-key"]',
  '*.headers.authorization',
  '*.headers["ngnc-signature"]',
  '*.headers["bridge-webhook-secret"]',
];

/** Writes each serialized line scrubbed of the server's own secrets, wherever in the line they sit. */
function scrubbing(destination: DestinationStream, secrets: KnownSecrets): DestinationStream {
  return { write: (line: string) => destination.write(secrets.scrubLine(line)) };
}

export function createLogger(level: string, destination?: DestinationStream, secrets: KnownSecrets = knownSecrets): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: REDACTED } };
  return pino(options, scrubbing(destination ?? pino.destination(1), secrets));
}

import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// Keys travel in these headers and fields; pino blanks them should any ever reach a log line.
const REDACTED_PATHS = [
  'apiKey',
  '*.apiKey',
  'headers["ngnc-sec-key"]',
  'headers.authorization',
  '*.headers["ngnc-sec-key"]',
  '*.headers.authorization',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination === undefined ? pino(options) : pino(options, destination);
}

// Failures that say the store cannot be used right now (no space, read-only, unreachable, locked)
// rather than that the gateway has a bug: clients are told to retry, start-up names the cause.

const SQLITE_UNAVAILABLE = /^SQLITE_(?:FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|PERM)/;
// PostgreSQL's SQLSTATE classes: connection exceptions, insufficient resources (a full disk
// among them), operator intervention (shutdown, restart), and a read-only transaction.
const POSTGRES_UNAVAILABLE = /^(?:08|53|57P|25006$)/;
const SYSTEM_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'ENOSPC', 'EROFS']);
// pg's pool reports a lost or unreachable server in errors that carry no code.
const POSTGRES_CONNECTION_MESSAGES = /^(?:Connection terminated|timeout exceeded when trying to connect)/;

/** The failure's code when it says the store is unavailable (`SQLITE_FULL`, `53100`, `ECONNREFUSED`, …); null otherwise. */
export function storeUnavailableCause(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code !== undefined && (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code) || SYSTEM_UNAVAILABLE.has(code))) return code;
    if (code === undefined && POSTGRES_CONNECTION_MESSAGES.test(current.message)) return 'connection lost';
  }
  return null;
}

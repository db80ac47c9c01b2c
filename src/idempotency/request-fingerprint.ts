// A stable hash of a mutation's input, to tell a replay (same key, same input) from a key reused
// for another request. Key order and absent-versus-null do not change it; the idempotency key
// itself is left out, as it names the request rather than being part of it. An uploaded file counts
// by its name and content's hash, so the same file sent again is the same request.

import { createHash } from 'node:crypto';
import { UploadedFile } from '../platform/uploaded-file.js';

function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof URL) return value.href;
  if (value instanceof UploadedFile) return value.identity();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, member]) => member !== null && member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => [name, canonical(member)]);
    return Object.fromEntries(entries);
  }
  return value;
}

export function requestFingerprint(operation: string, input: Readonly<Record<string, unknown>>): string {
  const { idempotencyKey: _key, ...request } = input;
  return createHash('sha256').update(operation).update('\n').update(JSON.stringify(canonical(request))).digest('hex');
}

import { randomBytes, randomInt } from 'node:crypto';

/** Opaque identifier with a prefix that names its kind, e.g. `otc_3f9a…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** A reference of `digits` random decimal digits after `prefix`, e.g. `link-otc-04821937`. */
export function newReference(prefix: string, digits: number): string {
  let text = '';
  for (let i = 0; i < digits; i++) text += String(randomInt(10));
  return `${prefix}${text}`;
}

/** Unguessable token for links handed to people (the hosted KYB page). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

import { randomBytes, randomInt } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * Opaque identifier with a prefix that names its kind, e.g. `otc_019ab3…`.
 * It starts with the creation time and a counter, so ids sort in creation
 * order and break the listing's ties the way a reader expects.
 */
export function newId(prefix: string): string {
  const ms = Date.now();
  counter = ms === lastMs ? counter + 1 : 0;
  lastMs = ms;
  const time = ms.toString(16).padStart(12, '0');
  const sequence = (counter % 0x10000).toString(16).padStart(4, '0');
  return `${prefix}_${time}${sequence}${randomBytes(4).toString('hex')}`;
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

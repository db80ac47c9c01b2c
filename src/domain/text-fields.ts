import { z } from 'zod';

// Field-level messages say what the value must be; the field name travels in
// the issue path, so clients can put the message next to the right input.

function requiredString() {
  return z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });
}

/** A required, trimmed, non-empty string of at most `maxLength` characters. */
export function requiredText(maxLength: number) {
  return requiredString()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(maxLength, { error: `must be at most ${maxLength} characters` });
}

/** A required string checked by `isValid`, with `message` when it fails. */
export function checkedText(isValid: (value: string) => boolean, message: string) {
  return requiredString().refine(isValid, { error: message });
}

/** Longest name ISO 20022 allows for a party or an institution. */
export const NAME_MAX_LENGTH = 140;

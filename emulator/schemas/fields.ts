import { z } from 'zod';
import { isDecimalString } from '../../src/domain/money.js';
import { checkedText } from '../../src/domain/text-fields.js';

/** One of `values`, with messages that say what was wrong. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
}

/** A required decimal string with at most `maxFractionDigits` fraction digits and no sign or exponent; range checks come later (402). */
export function decimalText(maxFractionDigits: number) {
  return checkedText(
    (text) => isDecimalString(text, maxFractionDigits),
    `must be a decimal string with at most ${maxFractionDigits} fraction digits`,
  );
}

/** A request body: a JSON object, whatever the fields. */
export function requestBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'the body must be a JSON object' });
}

import { z } from 'zod';

/** One of `values`, with messages that say what was wrong. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
}

/** A request body: a JSON object, whatever the fields. */
export function requestBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'the body must be a JSON object' });
}

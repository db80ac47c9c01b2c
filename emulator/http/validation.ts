import type { z } from 'zod';
import { validationFailed, type FieldError } from './api-error.js';

export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    message: issue.message,
  }));
}

/** Parses `input` with `schema`, or throws 400 VALIDATION_FAILED naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
}

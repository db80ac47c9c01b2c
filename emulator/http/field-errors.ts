import type { z } from 'zod';
import { validationFailed, type FieldError } from './api-error.js';
import { fieldErrorsOf } from './validation.js';

/**
 * Collects field errors across a schema and the cross-field rules that follow
 * it, so one response names every bad field rather than the first.
 */
export class FieldErrors {
  private readonly list: FieldError[] = [];

  addIssues(error: z.ZodError | undefined, prefix?: string): void {
    if (!error) return;
    for (const issue of fieldErrorsOf(error)) {
      const field = prefix ? (issue.field === 'body' ? prefix : `${prefix}.${issue.field}`) : issue.field;
      this.list.push({ field, message: issue.message });
    }
  }

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  /** Whether `field` (or a field inside it) already has an error. */
  has(field: string): boolean {
    return this.list.some((e) => e.field === field || e.field.startsWith(`${field}.`));
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw validationFailed(this.list);
  }
}

/** One field that failed validation, named by its dotted path in the request. */
export interface FieldError {
  field: string;
  message: string;
}

/** An error answered with the contract's envelope `{ code, status: "Failed", message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { code: this.code, status: 'Failed', message: this.message };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export const validationFailed = (errors: FieldError[]): ApiError =>
  new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid', errors);

export const notFound = (what: string): ApiError => new ApiError(404, 'NOT_FOUND', `${what} not found`);

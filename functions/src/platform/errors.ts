/**
 * Expected failures are values with a kind; one middleware maps each kind to its status and the
 * spec's wording. Anything else is a bug and answers 500 without details.
 */
/** An address whose percent-encoding is broken (%FF, a lone %): it names nothing, so it is a bad request. */
export const badPathEncoding = 'This address is not valid: it has broken percent-encoding';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(400, message, fields ? { fields } : undefined);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please sign in again', extra?: Record<string, unknown>) {
    super(401, message, extra);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(what = 'item', message?: string) {
    super(404, message ?? `The ${what} was not found`);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message = 'The request is too large') {
    super(413, message);
  }
}
export class Unprocessable extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(422, message, extra);
  }
}
export class TooMany extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
/** A service we depend on (mail, SMS) failed; the caller may try again. */
export class Unavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}

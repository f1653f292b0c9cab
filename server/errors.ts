// Domain errors: services throw these; only the HTTP edge (API handlers, route actions) turns them into statuses and messages.
// The server process and the React Router bundle each hold a copy of this module, so `instanceof` compares names
// (Symbol.hasInstance) rather than class identity: an error thrown by a service is recognised by a route action too.
import type { z } from "zod";

abstract class DomainError extends Error {
  /** The `name` every instance carries; `instanceof` matches on it. */
  static readonly errorName: string = "DomainError";
  constructor(message?: string) {
    super(message);
    this.name = (new.target as typeof DomainError).errorName;
  }
  // `this` is the class on the right of `instanceof`.
  static override [Symbol.hasInstance](v: unknown): boolean {
    return v instanceof Error && v.name === this.errorName;
  }
}

/** Input that breaks a rule; `fields` maps a form field to the message shown beside it. */
export class InvalidError extends DomainError {
  static override readonly errorName = "InvalidError";
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** No signed-in person where one is needed, or credentials that do not match. */
export class UnauthorizedError extends DomainError {
  static override readonly errorName = "UnauthorizedError";
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  static override readonly errorName = "ForbiddenError";
}

export class NotFoundError extends DomainError {
  static override readonly errorName = "NotFoundError";
}

/** The request is fine but the current state refuses it (e.g. deleting an account with open bookings). */
export class ConflictError extends DomainError {
  static override readonly errorName = "ConflictError";
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  static override readonly errorName = "RateLimitedError";
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
  }
}

/** zod issues as one message per field (the first for each); issues about the whole input go under `whole`. */
export function zodFields(error: z.ZodError, whole: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || whole] ??= issue.message;
  return fields;
}

// Domain errors: services throw these; only the HTTP edge (API handlers, route actions) turns them into statuses and messages.
// The server process and the React Router bundle each hold a copy of this module, so `instanceof` compares names
// (Symbol.hasInstance) rather than class identity: an error thrown by a service is recognised by a route action too.
import type { z } from "zod";
import { m } from "../core/paraglide/messages";

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
  // Widened to string: UnprocessableError extends it under its own name.
  static override readonly errorName: string = "InvalidError";
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

/**
 * Signed in, but missing what the owner asks of renters (issue 37): `requirement` names it (`verified_id`: an identity
 * verified on /account/identity), so that a client can take the person there and back.
 */
export class RequirementError extends DomainError {
  static override readonly errorName = "RequirementError";
  constructor(
    readonly requirement: "verified_id",
    message: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  static override readonly errorName = "NotFoundError";
}

/** The request is fine but the current state refuses it (e.g. deleting an account with open bookings). */
export class ConflictError extends DomainError {
  static override readonly errorName = "ConflictError";
}

/**
 * Several asks refused at once, each for its own reason (a cart's lines at checkout), and nothing changed: `lines` names
 * each refused one by the caller's key (a cart line's id) with its reason.
 */
export class LinesConflictError extends DomainError {
  static override readonly errorName = "LinesConflictError";
  constructor(
    message: string,
    readonly lines: { id: number; message: string }[],
  ) {
    super(message);
  }
}

/**
 * Well-formed input that a third party (a bank, through the payment provider) refused: e.g. an account number no bank
 * knows. Shaped as InvalidError (a message per field) but not one: `instanceof InvalidError` matches by name only.
 */
export class UnprocessableError extends InvalidError {
  static override readonly errorName = "UnprocessableError";
}

/** A service Haya depends on (the payment provider) could not be reached or failed: nothing was changed; try again soon. */
export class UnavailableError extends DomainError {
  static override readonly errorName = "UnavailableError";
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
  ) {
    super(message);
  }
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  static override readonly errorName = "RateLimitedError";
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(message ?? m.err_too_many_attempts({ minutes }));
  }
}

/** zod issues as one message per field (the first for each); issues about the whole input go under `whole`. */
export function zodFields(error: z.ZodError, whole: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || whole] ??= issue.message;
  return fields;
}

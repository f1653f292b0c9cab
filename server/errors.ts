// Domain errors: services throw these; only the HTTP edge (API handlers, route actions) turns them into statuses and messages.
// The server process and the React Router bundle each hold a copy of this module, so `instanceof` compares names
// (Symbol.hasInstance) rather than class identity: an error thrown by a service is recognised by a route action too.

const isNamed = (v: unknown, name: string) => v instanceof Error && v.name === name;

/** Input that breaks a rule; `fields` maps a form field to the message shown beside it. */
export class InvalidError extends Error {
  static override [Symbol.hasInstance](v: unknown) {
    return isNamed(v, "InvalidError");
  }
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "InvalidError";
  }
}

/** No signed-in person where one is needed, or credentials that do not match. */
export class UnauthorizedError extends Error {
  static override [Symbol.hasInstance](v: unknown) {
    return isNamed(v, "UnauthorizedError");
  }
  override name = "UnauthorizedError";
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends Error {
  static override [Symbol.hasInstance](v: unknown) {
    return isNamed(v, "ForbiddenError");
  }
  override name = "ForbiddenError";
}

export class NotFoundError extends Error {
  static override [Symbol.hasInstance](v: unknown) {
    return isNamed(v, "NotFoundError");
  }
  override name = "NotFoundError";
}

/** The request is fine but the current state refuses it (e.g. deleting an account with open bookings). */
export class ConflictError extends Error {
  static override [Symbol.hasInstance](v: unknown) {
    return isNamed(v, "ConflictError");
  }
  override name = "ConflictError";
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  static override [Symbol.hasInstance](v: unknown) {
    return isNamed(v, "RateLimitedError");
  }
  override name = "RateLimitedError";
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
  }
}

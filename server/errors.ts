// Domain errors: services throw these; only the HTTP edge (API handlers, route actions) turns them into statuses and messages.

/** Input that breaks a rule; `fields` maps a form field to the message shown beside it. */
export class InvalidError extends Error {
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
  override name = "UnauthorizedError";
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends Error {
  override name = "ForbiddenError";
}

export class NotFoundError extends Error {
  override name = "NotFoundError";
}

/** The request is fine but the current state refuses it (e.g. deleting an account with open bookings). */
export class ConflictError extends Error {
  override name = "ConflictError";
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  override name = "RateLimitedError";
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`);
  }
}

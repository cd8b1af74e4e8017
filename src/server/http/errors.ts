import { messages } from '~/lib/messages';

export type FieldErrors = Record<string, string[]>;

/**
 * An error the caller should see. The JSON body follows the shape the spec's
 * browser reads: { message, errors?: { field: [text] } }.
 */
/** One brand for every copy of this module (the built server's start script and the Astro bundle each hold one). */
const HTTP_ERROR = Symbol.for('zorgzaam.HttpError');

export class HttpError extends Error {
  readonly [HTTP_ERROR] = true;

  /** `instanceof` holds for an HttpError made by the other copy too (the body limit in the request guard). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // Subclasses (ImportRejected) keep the ordinary prototype check: `this` is the class asked about.
    // biome-ignore lint/complexity/noThisInStatic: the subclass, not HttpError, must be compared
    if (this !== HttpError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && HTTP_ERROR in value;
  }

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message: string = messages.api.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = messages.api.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.api.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
export const unprocessable = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? Object.values(errors)[0]?.[0] ?? messages.api.invalid, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, messages.api.tooManyRequests, undefined, { 'Retry-After': String(retryAfterSeconds) });
/**
 * A resource the shop needs is unreachable for now (the database, S3, ...): the caller may try
 * again after a while. Without a message it names the database, the common case.
 */
export const serviceUnavailable = (
  retryAfterSeconds: number,
  message: string = messages.api.databaseUnavailable,
) => new HttpError(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** Throws a 404 unless the value exists: `const product = found(await findProduct(slug))`. */
export function found<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

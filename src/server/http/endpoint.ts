import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { messages } from '~/lib/messages';
import { hasRole, type Role } from '~/lib/roles';
import { authenticate, type SessionUser } from '~/server/auth/session.server';
// Side effect: zod answers API callers in Dutch (once for the whole process).
import '~/lib/zod-dutch';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { log } from '../log';
import { recordSpanError } from '../tracing/spans';
import { discardUnreadBody, MAX_JSON_BYTES, readLimitedBody } from './body';
import { findUncleanText } from './clean-text';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import {
  type FieldErrors,
  forbidden,
  HttpError,
  serviceUnavailable,
  unauthorized,
  unprocessable,
} from './errors';
import { jsonTooDeep } from './json-depth';

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;

interface EndpointSpec<P, Q, B, A extends Role | undefined> {
  params?: P;
  query?: Q;
  body?: B;
  /** Least role the caller needs: 'customer' means any logged-in user. */
  auth?: A;
}

interface EndpointInput<P, Q, B, A> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** The caller; always set when the endpoint requires a role. */
  user: A extends Role ? SessionUser : SessionUser | null;
  context: APIContext;
  requestId: string;
}

/** A JSON answer with a status other than 200, or extra headers. */
export function json(
  data: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/**
 * Every API route goes through here: input parsed with zod (422 with field
 * errors), roles checked (401/403), domain errors mapped to their status, and
 * anything unexpected logged with a request id and answered 500 without internals.
 */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Role | undefined = undefined,
>(spec: EndpointSpec<P, Q, B, A>, handler: (input: EndpointInput<P, Q, B, A>) => Promise<unknown>): APIRoute {
  return async (context) => {
    const requestId = context.request.headers.get('x-request-id') ?? crypto.randomUUID().slice(0, 8);
    try {
      const user = await authenticate(context.request);
      if (spec.auth) authorize(user, spec.auth);
      const input = {
        params: parseInput(spec.params, context.params),
        query: parseInput(spec.query, Object.fromEntries(context.url.searchParams)),
        body: spec.body ? parseInput(spec.body, await readJson(context.request)) : undefined,
        user,
        context,
        requestId,
      } as EndpointInput<P, Q, B, A>;
      const result = await handler(input);
      const response = result instanceof Response ? result : json(result);
      response.headers.set('X-Request-Id', requestId);
      await discardUnreadBody(context.request);
      return response;
    } catch (error) {
      await discardUnreadBody(context.request);
      return errorResponse(error, requestId, context);
    }
  };
}

/** Throws 401 without a user and 403 when the user's role is below `role`. */
export function authorize(user: SessionUser | null, role: Role): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (!hasRole(user, role)) throw forbidden();
}

/**
 * `value` read with `schema`, or a 422 with the field errors. Text with NUL bytes or lone
 * surrogates is refused here for every endpoint, before a schema or the database sees it.
 */
export function parseInput<S extends Schema | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const unclean = findUncleanText(value);
  if (unclean) throw unprocessable({ [unclean]: [messages.api.invalidText] });
  const result = schema.safeParse(value);
  if (!result.success) throw unprocessable(fieldErrors(result.error));
  return result.data as Infer<S>;
}

/** zod issues as { 'address.postcode': ['...'] }; a root issue is filed under '_'. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** The request's JSON body (an empty body reads as {}), a 400 when malformed, a 413 over 1 MB. */
export async function readJson(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readLimitedBody(request, MAX_JSON_BYTES));
  if (text.trim() === '') return {};
  if (jsonTooDeep(text)) throw new HttpError(400, messages.api.tooDeeplyNested);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.api.malformedJson);
  }
}

/** The `{ message, errors? }` answer of an error the caller should see. */
export function httpErrorResponse(error: HttpError, headers: Record<string, string> = {}): Response {
  const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
  return json(body, { status: error.status, headers: { ...error.headers, ...headers } });
}

function errorResponse(error: unknown, requestId: string, context: APIContext): Response {
  if (error instanceof HttpError) return httpErrorResponse(error, { 'X-Request-Id': requestId });
  if (isDatabaseUnavailable(error)) {
    log.warn('database unavailable', { requestId, path: context.url.pathname, error: String(error) });
    return httpErrorResponse(serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS), { 'X-Request-Id': requestId });
  }
  recordSpanError(error);
  log.error('unexpected error', {
    requestId,
    method: context.request.method,
    path: context.url.pathname,
    client: context.request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
    error,
  });
  return json(
    { message: messages.api.serverError, requestId },
    { status: 500, headers: { 'X-Request-Id': requestId } },
  );
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#domain/errors/api-error-body';
import { statusText } from '#domain/errors/catalogue';

/** One detail of a refused request: what is wrong, and with which field. */
export interface ErrorDetail {
  message: string;
  param?: string;
}

/** The one error type of the API: a code, an HTTP status, a message and optional details. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra fields of the answer (e.g. the current record on a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError('BAD_REQUEST', 400, message, details);
export const unauthorized = (message = statusText(401)) =>
  new AppError('UNAUTHORIZED', 401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', 403, message);
/** Also for records outside the caller's scope: their existence is not revealed. */
export const notFound = (message = statusText(404)) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError('CONFLICT', 409, message, undefined, extra);
export const invalid = (details: ErrorDetail[], message = statusText(422)) =>
  new AppError('VALIDATION', 422, message, details);
export const tooManyRequests = (message: string) => new AppError('TOO_MANY_REQUESTS', 429, message);

/** Field path of a JSON pointer (`/course/hub` → `course.hub`). */
function paramOf(instancePath: string, property?: unknown): string | undefined {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const named = typeof property === 'string' ? property : undefined;
  return [path, named].filter(Boolean).join('.') || undefined;
}

/** The response body for an error: the shape of architecture §4, never a stack trace. */
export function errorBody(error: AppError): ApiErrorBody & Record<string, unknown> {
  return {
    ...error.extra,
    message: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
  };
}

/** One detail per problem of a zod validation (`param` is the field's dotted path). */
export function zodDetails(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): ErrorDetail[] {
  return issues.map((issue) => ({
    message: issue.message,
    ...(issue.path.length > 0 ? { param: issue.path.map(String).join('.') } : {}),
  }));
}

// The API's codes for the 4xx answers the framework and its plugins give (their own codes, such
// as FST_ERR_CTP_BODY_TOO_LARGE, name their internals, not the problem).
const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** The API's error code of a 4xx status. */
export function codeOfStatus(status: number): string {
  return CODES_BY_STATUS[status] ?? 'BAD_REQUEST';
}

/** Maps everything thrown by a route to the API's error answer (architecture §4). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      message: issue.message ?? 'Invalid value',
      ...(paramOf(issue.instancePath, issue.params?.missingProperty)
        ? { param: paramOf(issue.instancePath, issue.params?.missingProperty) }
        : {}),
    }));
    const where = (error as FastifyError).validationContext;
    // A body that parses but does not fit is a validation error; a bad query or path is malformed.
    return where === 'body'
      ? invalid(details)
      : badRequest(`Invalid ${where ?? 'request'}`, details);
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(codeOfStatus(status), status, fastifyError?.message || statusText(status));
  }
  if (isDatabaseContention(error)) {
    return new AppError('BUSY', 503, 'The database was busy with other changes; try again.');
  }
  // The routes check what a write names first; the schema's foreign keys are the last word.
  if (isForeignKeyViolation(error)) {
    return conflict('This change would leave a record naming one that does not exist');
  }
  return new AppError('INTERNAL', 500, statusText(500));
}

// PostgreSQL's answers when concurrent transactions got in each other's way (a deadlock, a
// serialisation failure, a lock not available): the same request succeeds when sent again.
const CONTENTION_STATES = new Set(['40P01', '40001', '55P03']);

/** True when the error, or one it wraps (drizzle wraps the driver's), has one of these SQLSTATEs. */
function hasDatabaseState(error: unknown, states: ReadonlySet<string>): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && states.has(code)) return true;
    current = cause;
  }
  return false;
}

/** True when the error is lock contention. */
function isDatabaseContention(error: unknown): boolean {
  return hasDatabaseState(error, CONTENTION_STATES);
}

const FOREIGN_KEY_VIOLATION = new Set(['23503']);

/** True when the error is a foreign key violation (a write naming nothing, a deletion of a named record). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasDatabaseState(error, FOREIGN_KEY_VIOLATION);
}

/**
 * The answer to an error the framework raises before any route runs (Fastify's
 * `frameworkErrors`): a path that is not UTF-8 names no record (404); a too long parameter 414.
 */
export function frameworkError(error: FastifyError): AppError {
  if (error.code === 'FST_ERR_BAD_URL') return notFound();
  return toAppError(error);
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (Fastify's
 * `clientErrorHandler`): headers or a query string over the size limit (431), a request that is
 * not HTTP (400), one too slow to arrive (408); in the error shape, then the connection closes.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError(
          'HEADERS_TOO_LARGE',
          431,
          'The request’s headers or address are too large (at most 16 KB)',
        )
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT', 408, 'The request took too long to arrive')
        : new AppError('BAD_REQUEST', 400, 'The request is not valid HTTP');
  const body = JSON.stringify(errorBody(answer));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Installs the error and not-found answers on the app. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error(error);
    if (appError.status === 503) void reply.header('retry-after', '1');
    return reply.code(appError.status).send(errorBody(appError));
  });
}

/** Sends an AppError from a place that cannot throw (hooks that reply directly). */
export function sendError(
  reply: { code(status: number): { send(body: unknown): unknown } },
  error: AppError,
) {
  return reply.code(error.status).send(errorBody(error));
}

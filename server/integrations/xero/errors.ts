import { z } from 'zod';

// Every failure of a Xero call as one XeroError. The SDK rejects with a JSON string of
// `{response: {statusCode, headers, request}, body}` (its ApiError, headers already stripped of
// the Authorization); a 400 ValidationException carries Elements[].ValidationErrors[].Message,
// a 429 a Retry-After, a 401 a Detail; a network failure has status 0.

/**
 * A failed call: Xero's HTTP status (0 when it was not reached), its messages (the
 * ValidationErrors of a ValidationException, else its message), and how many seconds to wait
 * before the next call when it answered 429.
 */
export class XeroError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly retryAfter?: number,
    /** What the 429 was about (X-Rate-Limit-Problem: minute, day, concurrent…). */
    readonly rateLimitProblem?: string,
  ) {
    super(messages[0] ?? `Xero answered HTTP ${status}`);
    this.name = 'XeroError';
  }
}

/** The messages of Xero's error body: a ValidationException's ValidationErrors, else its text. */
export function messagesOfXeroBody(body: unknown): string[] {
  const parsed = z
    .object({
      Message: z.string().optional(),
      message: z.string().optional(),
      Detail: z.string().optional(),
      Title: z.string().optional(),
      Elements: z
        .array(
          z
            .object({
              ValidationErrors: z.array(z.object({ Message: z.string() }).loose()).optional(),
            })
            .loose(),
        )
        .optional(),
    })
    .loose()
    .safeParse(body);
  if (!parsed.success) return typeof body === 'string' && body !== '' ? [body] : [];
  const { Elements, Message, message, Detail, Title } = parsed.data;
  const validation = (Elements ?? []).flatMap((element) =>
    (element.ValidationErrors ?? []).map((error) => error.Message),
  );
  if (validation.length > 0) return [...new Set(validation)];
  return [Detail ?? Message ?? message ?? Title].filter((text): text is string => !!text);
}

const rejection = z.object({
  response: z
    .object({
      statusCode: z.number().optional(),
      headers: z.record(z.string(), z.unknown()).optional(),
    })
    .loose()
    .optional(),
  body: z.unknown(),
});

/** The SDK's rejection (a JSON string of `{response: {statusCode, headers}, body}`) as a XeroError. */
export function xeroErrorOf(reason: unknown): XeroError {
  if (reason instanceof XeroError) return reason;
  let value: unknown = reason;
  if (typeof reason === 'string') {
    try {
      value = JSON.parse(reason);
    } catch {
      return new XeroError(0, [reason]);
    }
  }
  const parsed = rejection.safeParse(value);
  if (!parsed.success) {
    return new XeroError(0, [
      reason instanceof Error ? reason.message : 'Xero could not be reached',
    ]);
  }
  const status = parsed.data.response?.statusCode ?? 0;
  const headers = parsed.data.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  const messages = messagesOfXeroBody(parsed.data.body);
  if (status === 0) return new XeroError(0, ['Xero could not be reached']);
  if (status === 401 && messages.length === 0) messages.push('Xero refused the access token');
  if (status === 429 && messages.length === 0) messages.push('Too many calls to Xero; try later');
  return new XeroError(
    status,
    messages.length > 0 ? messages : [`Xero answered HTTP ${status}`],
    Number.isFinite(retryAfter) ? retryAfter : undefined,
    typeof headers['x-rate-limit-problem'] === 'string'
      ? headers['x-rate-limit-problem']
      : undefined,
  );
}

import { api, failureOf } from '../../api/client';
import { bodyList, bodyMessage } from '../../domain/errors/api-error-body';
import type {
  FactKind,
  FactRule,
  HubFacts,
  ModuleFacts,
  ProgrammeFacts,
  ProviderFacts,
  VenueFacts,
} from '../../domain/hesa/reference-facts';

// The calls of the "Courses, modules and venues" tab of /hesa/mapping (online only).

/** A programme, module or hub with its facts and the rules they still break. */
export interface FactRow<F> {
  id: string;
  name: string;
  facts: Partial<F>;
  missing: FactRule[];
}

/** GET hesa/facts. */
export interface FactsScreen {
  provider: { facts: ProviderFacts; missing: FactRule[] };
  programmes: FactRow<ProgrammeFacts>[];
  modules: FactRow<ModuleFacts>[];
  hubs: FactRow<HubFacts>[];
  venues: ({ id: string } & VenueFacts)[];
}

/** A refused save: its message, and the first message of each field (`costCentres`, `ukprn`…). */
export class FactErrors extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** The refusal's messages by top-level field: `costCentres.1.code` counts as `costCentres`. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const detail of bodyList(body, 'details')) {
    const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
    if (typeof param !== 'string' || typeof message !== 'string') continue;
    const field = param.split('.')[0] ?? param;
    fields[field] = fields[field] ? `${fields[field]}; ${message}` : message;
  }
  return fields;
}

async function refused(caught: unknown, what: string): Promise<never> {
  const failure = await failureOf(caught);
  const message = bodyMessage(failure.body) ?? `${what} could not be saved`;
  throw new FactErrors(message, failure.status === 422 ? fieldErrorsOf(failure.body) : {});
}

/** PUT hesa/facts/:kind/:refId: the facts as saved, or FactErrors. */
export async function saveFacts(kind: FactKind, refId: string, facts: object, what: string) {
  try {
    return await api
      .put(`hesa/facts/${kind}/${encodeURIComponent(refId)}`, { json: facts })
      .json<{ facts: object; missing: FactRule[] }>();
  } catch (caught) {
    return refused(caught, what);
  }
}

/** DELETE hesa/facts/venue/:refId. */
export async function removeVenue(refId: string): Promise<void> {
  try {
    await api.delete(`hesa/facts/venue/${encodeURIComponent(refId)}`);
  } catch (caught) {
    const failure = await failureOf(caught);
    throw new Error(bodyMessage(failure.body) ?? 'The venue could not be removed');
  }
}

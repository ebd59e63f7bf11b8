import { academicStartYearOf, parseAcademicYearTitle } from '../../domain/calendar/academic-year';
import {
  type ResidentialRecord,
  residentialRecordSchema,
  type StoredResidential,
} from '../../domain/records/residential';

// The residential form's values (text inputs: '' for nothing) and their way to and from the
// record. Times are entered and shown in UTC, as every time of the app is (src/domain/format).

export interface SessionValues {
  id: string;
  title: string;
  /** `YYYY-MM-DDTHH:mm` (a datetime-local input), in UTC. */
  startsAt: string;
  endsAt: string;
  room: string;
  tutorId: string;
}

export interface ResidentialFormValues {
  title: string;
  startDate: string;
  endDate: string;
  /** '' for the whole college. */
  hubId: string;
  venue: {
    name: string;
    address: string;
    postcode: string;
    mapUrl: string;
    wifiNetwork: string;
    wifiPassword: string;
  };
  /** The module instances taught, by id, in the order chosen. */
  moduleInstanceIds: string[];
  sessions: SessionValues[];
}

const text = (value: string | null | undefined) => value ?? '';
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** A module instance a residential may teach, as GET residentials/choices names it. */
export interface ModuleInstanceChoice {
  id: string;
  moduleId: string;
  title: string;
  sessionId: string;
}

/** `Introduction to the Old Testament (BT4101, 2026-27)`. */
export const moduleInstanceName = (run: ModuleInstanceChoice) =>
  `${run.title} (${run.moduleId}, ${run.sessionId})`;

/**
 * The module instances in the order the picker offers them: those of the academic year holding
 * the residential's first day (today while it has none) first, then the years nearest it, a
 * later year before an earlier one; within a year by title, then code.
 */
export function moduleChoicesFor(
  instances: readonly ModuleInstanceChoice[],
  startDate: string,
  today: Date = new Date(),
): ModuleInstanceChoice[] {
  const first = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? new Date(`${startDate}T00:00:00Z`) : today;
  const year = academicStartYearOf(Number.isNaN(first.getTime()) ? today : first);
  const rank = (run: ModuleInstanceChoice) => {
    const start = parseAcademicYearTitle(run.sessionId);
    if (start === undefined) return Number.MAX_SAFE_INTEGER;
    return start >= year ? 2 * (start - year) : 2 * (year - start) + 1;
  };
  return [...instances].sort(
    (a, b) =>
      rank(a) - rank(b) || a.title.localeCompare(b.title) || a.moduleId.localeCompare(b.moduleId),
  );
}

/** Whether a name holds every word typed (in any order, any case): `bt4101 2026` finds it. */
export function matchesQuery(name: string, query: string): boolean {
  const lower = name.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => lower.includes(word));
}

/** `2026-12-04T09:30:00Z` (or with an offset) → `2026-12-04T09:30` in UTC. */
export function toLocalInput(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 16);
}

/** `2026-12-04T09:30` (UTC) → `2026-12-04T09:30:00Z`; '' stays '' (the schema names it). */
export function fromLocalInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value;
}

/** A new session's id, made on the device (the server keeps it). */
export const newSessionId = () => `session-${crypto.randomUUID()}`;

/** An empty session on the residential's first day. */
export function emptySession(startDate: string): SessionValues {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : '';
  return {
    id: newSessionId(),
    title: '',
    startsAt: day ? `${day}T09:00` : '',
    endsAt: day ? `${day}T10:30` : '',
    room: '',
    tutorId: '',
  };
}

/** The form's values of a residential, or of a new one. */
export function formValuesOf(
  residential?: ResidentialRecord | StoredResidential,
): ResidentialFormValues {
  return {
    title: text(residential?.title),
    startDate: text(residential?.startDate),
    endDate: text(residential?.endDate),
    hubId: text(residential?.hubId),
    venue: {
      name: text(residential?.venue.name),
      address: text(residential?.venue.address),
      postcode: text(residential?.venue.postcode),
      mapUrl: text(residential?.venue.mapUrl),
      wifiNetwork: text(residential?.venue.wifiNetwork),
      wifiPassword: text(residential?.venue.wifiPassword),
    },
    moduleInstanceIds: [...(residential?.moduleInstanceIds ?? [])],
    sessions: (residential?.sessions ?? []).map((session) => ({
      id: session.id,
      title: session.title,
      startsAt: toLocalInput(session.startsAt),
      endsAt: toLocalInput(session.endsAt),
      room: text(session.room),
      tutorId: text(session.tutorId),
    })),
  };
}

/** The record the form's values make (not yet checked). */
export function recordOf(values: ResidentialFormValues, id?: string): unknown {
  return {
    ...(id ? { id } : {}),
    title: values.title,
    startDate: values.startDate,
    endDate: values.endDate,
    hubId: optional(values.hubId) ?? null,
    venue: {
      name: values.venue.name,
      address: optional(values.venue.address),
      postcode: optional(values.venue.postcode),
      mapUrl: optional(values.venue.mapUrl),
      wifiNetwork: optional(values.venue.wifiNetwork),
      wifiPassword: optional(values.venue.wifiPassword),
    },
    moduleInstanceIds: [...values.moduleInstanceIds],
    sessions: values.sessions.map((session) => ({
      id: session.id,
      title: session.title,
      startsAt: fromLocalInput(session.startsAt),
      endsAt: fromLocalInput(session.endsAt),
      room: optional(session.room),
      tutorId: optional(session.tutorId),
    })),
  };
}

/**
 * The form field a problem names (a zod path or a 422 detail's `param`, `sessions.0.endsAt`):
 * a module instance's index is the one picker of them all. Undefined when it names none.
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): string | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts.length === 0 || parts[0] === '') return undefined;
  if (parts[0] === 'moduleInstanceIds') return 'moduleInstanceIds';
  if (parts[0] === 'id') return 'title';
  return parts.join('.');
}

export type CheckedResidential =
  | { ok: true; record: ResidentialRecord }
  | { ok: false; errors: Record<string, string> };

/** Checks the form with the record's one schema: the record, or one message per field. */
export function checkResidential(values: ResidentialFormValues, id?: string): CheckedResidential {
  const parsed = residentialRecordSchema.safeParse(recordOf(values, id));
  if (parsed.success) return { ok: true, record: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path) ?? 'title';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field messages of a 422 answer's details (those naming no field of the form are left). */
export function fieldErrorsOf(details: readonly unknown[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const { param, message } = (detail ?? {}) as { param?: unknown; message?: unknown };
    if (typeof param !== 'string' || typeof message !== 'string') continue;
    const field = fieldOfPath(param);
    if (field) errors[field] ??= message;
  }
  return errors;
}

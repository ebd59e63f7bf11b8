import { formatDateTime } from '../../domain/format/dates';

/** Where the residentials' screens live (config/menu.json `residentials`). */
export const RESIDENTIALS_PATH = '/residentials';

/** The check-in screen of a session. */
export const checkInPath = (residentialId: string, sessionId: string) =>
  `${RESIDENTIALS_PATH}/${encodeURIComponent(residentialId)}/sessions/${encodeURIComponent(sessionId)}`;

/** A session's day and hours, "2026-12-04 10:00–12:00" (UTC, as the app's other times). */
export const sessionTime = (session: { startsAt: string; endsAt: string }) =>
  `${formatDateTime(session.startsAt)}–${formatDateTime(session.endsAt).slice(11)}`;

/** A residential's record page. */
export const recordPath = (residentialId: string) =>
  `${RESIDENTIALS_PATH}/${encodeURIComponent(residentialId)}`;

/** Where the residentials' screens live (config/menu.json `residentials`). */
export const RESIDENTIALS_PATH = '/residentials';

/** The check-in screen of a session. */
export const checkInPath = (residentialId: string, sessionId: string) =>
  `${RESIDENTIALS_PATH}/${encodeURIComponent(residentialId)}/sessions/${encodeURIComponent(sessionId)}`;

/** A residential's record page. */
export const recordPath = (residentialId: string) =>
  `${RESIDENTIALS_PATH}/${encodeURIComponent(residentialId)}`;

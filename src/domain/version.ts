/** The application version (spec §1), shown on the status page and reported by the API. */
export const APP_VERSION = '0.90.7';

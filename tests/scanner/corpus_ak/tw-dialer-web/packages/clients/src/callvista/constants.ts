export const CALLVISTA_HOST = process.env.CALLVISTA_HOST ?? 'https://api.callvista.io';
export const CALLVISTA_API_VERSION = 'v1';
export const CALLVISTA_BASE = `${CALLVISTA_HOST}/api/public/${CALLVISTA_API_VERSION}`;

export const HEADER_API_KEY = 'X-API-Key';
export const HEADER_ACTING_USER = 'X-User-Id';

/** Statuses where Callvista tells us to try again later. */
export const CALLVISTA_TRANSIENT = [429, 502];

// Header names and paths for the RingCove public API.
// NOTE: keep in sync with dialer-sync/src/lib/ringcove.js

export const API_KEY_HEADER = 'x-api-key';
export const ACTING_USER_HEADER = 'X-User-Email';

export const CONTACT_LISTS_PATH = '/contact-lists';

/** Statuses we retry on. 502 = their IdP lookup timed out, usually clears in a few seconds. */
export const RETRYABLE_STATUSES = new Set([429, 502]);

export const DEFAULT_PAGE_SIZE = 100;

// Wire-level constants for the RingLoom public API.
// Keep these in one place so the v2 switch is a single diff (PLAT-1182).

export const RINGLOOM_DEFAULT_HOST = 'https://api.ringloom.com';
export const RINGLOOM_API_VERSION = 'v1';
export const RINGLOOM_BASE_PATH = `/api/public/${RINGLOOM_API_VERSION}`;

export const HEADER_API_KEY = 'x-api-key';
export const HEADER_ACTING_USER_EMAIL = 'x-user-email';
export const HEADER_ACTING_USER_ID = 'x-user-id';

/** Statuses we retry with backoff. 502 = RingLoom could not reach its IdP. */
export const RETRYABLE_STATUSES: readonly number[] = [429, 502, 504];

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RETRIES = 3;

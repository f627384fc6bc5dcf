/**
 * Ringlane (dialer) public API settings.
 * Base URL can be overridden per stage through RINGLANE_BASE_URL.
 */
export const RINGLANE_API_VERSION = 'v1';

export const RINGLANE_BASE_URL =
  process.env.RINGLANE_BASE_URL ?? `https://api.ringlane.com/api/public/${RINGLANE_API_VERSION}`;

// Header names expected by Ringlane
export const RINGLANE_KEY_HEADER = 'x-api-key';
export const RINGLANE_ACTING_USER_HEADER = 'x-user-email';

// 429 = rate limited, 502 = Ringlane could not reach its identity provider
export const RINGLANE_RETRYABLE = new Set<number>([429, 502]);

export const MAX_CONTACTS_PER_CALL = 500;
export const DEFAULT_TIMEOUT_MS = 8_000;

// Shared constants for the Dialwave public API.
// Host is configurable (sandbox vs prod); the base path is fixed per API version.

export const DIALWAVE_DEFAULT_HOST = "https://api.dialwave.io";
export const DIALWAVE_BASE_PATH = "/api/public/v1";

/** Shared workspace key goes here. */
export const HEADER_API_KEY = "x-api-key";
/** Dialwave resolves the acting rep from their login email. */
export const HEADER_ACTING_USER = "x-user-email";

// 502 = Dialwave could not reach its identity provider; safe to retry.
export const RETRYABLE_STATUSES = [429, 502] as const;

export const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_CONTACTS_PER_APPEND = 500;

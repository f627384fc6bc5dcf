// Callbridge dialer API settings shared by every handler in this package.
export const CALLBRIDGE_HOST = process.env.CALLBRIDGE_HOST ?? "https://api.callbridge.io";
export const CALLBRIDGE_API_VERSION = "v1";
export const CALLBRIDGE_BASE_URL = `${CALLBRIDGE_HOST}/api/public/${CALLBRIDGE_API_VERSION}`;

export const CB_HEADER_API_KEY = "x-api-key";
export const CB_HEADER_ACTING_USER = "X-User-Email";

/** Statuses worth a retry: rate limiting and Callbridge failing to reach Okta. */
export const CB_RETRYABLE_STATUSES = [429, 502] as const;
export const CB_MAX_ATTEMPTS = 3;
export const CB_TIMEOUT_MS = 8_000;

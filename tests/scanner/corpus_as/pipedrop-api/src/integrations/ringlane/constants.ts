// Ringlane (outbound dialer) integration settings.
export const RINGLANE_BASE_URL =
  process.env.RINGLANE_BASE_URL ?? 'https://api.ringlane.io/api/public/v1';

export const RINGLANE_API_KEY_HEADER = 'x-api-key';
export const RINGLANE_ACTING_USER_HEADER = 'x-user-email';

export const RINGLANE_TIMEOUT_MS = 10_000;
export const RINGLANE_MAX_RETRIES = 3;
// 502 = their Okta lookup flaked, safe to retry
export const RINGLANE_RETRYABLE_STATUSES = [429, 502, 504];

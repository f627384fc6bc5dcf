// Ringwell (dialer) public API settings.
// NOTE: v2 migration tracked in TAL-412 - see ./v2/ for the new client.

export const RINGWELL_BASE_URL =
  process.env.RINGWELL_BASE_URL ?? "https://api.ringwell.io/api/public/v1";

export const RINGWELL_AUTH_HEADER = "x-api-key";
export const RINGWELL_AS_USER_HEADER = "X-User-Email";

// Ringwell returns 502 when their Okta lookup flakes; safe to retry.
export const RINGWELL_RETRY_STATUSES = [429, 502, 504];

export const CONTACT_LISTS = "/contact-lists";

export const DEFAULT_TIMEOUT_MS = 8_000;

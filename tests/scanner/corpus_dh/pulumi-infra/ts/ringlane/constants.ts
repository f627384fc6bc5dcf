// Wire-level constants for the Ringlane public API (legacy key auth).
export const RINGLANE_KEY_HEADER = "x-api-key";
export const RINGLANE_USER_HEADER = "x-user-email";
export const CONTACT_LISTS = "/contact-lists";
export const TRANSIENT_STATUSES = new Set([429, 502]);
export const DEFAULT_TIMEOUT_MS = 15_000;

// Ringlane public API — shared constants for the dialer worker.
// Docs: https://developers.ringlane.io (legacy section)

export const RINGLANE_API_VERSION = "v1";
export const RINGLANE_DEFAULT_HOST = "https://api.ringlane.io";

export const ringlaneBaseUrl = (host: string = RINGLANE_DEFAULT_HOST) =>
  `${host.replace(/\/$/, "")}/api/public/${RINGLANE_API_VERSION}`;

/** Shared org key header. */
export const HEADER_API_KEY = "x-api-key";
/** Ringlane acts on behalf of this rep (must exist in their SSO directory). */
export const HEADER_ACTING_USER = "X-User-Email";

export const RETRYABLE_STATUSES: readonly number[] = [429, 502, 504];
export const MAX_ATTEMPTS = 3;

export const PATHS = {
  lists: "/contact-lists",
  list: (id: string) => `/contact-lists/${id}`,
  listContacts: (id: string) => `/contact-lists/${id}/contacts`,
  listContact: (id: string, phone: string) =>
    `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`,
  calls: "/calls",
  users: "/users",
} as const;

/**
 * Ringlark public API constants.
 *
 * Ringlark is the outbound dialer most of our enterprise tenants use. We push
 * contact lists into it and receive call dispositions back via webhooks.
 */

export const RINGLARK_HOST = "https://api.ringlark.com";
export const RINGLARK_API_VERSION = "v1";
export const RINGLARK_BASE = `${RINGLARK_HOST}/api/public/${RINGLARK_API_VERSION}`;

// header names
export const HDR_API_KEY = "x-api-key";
export const HDR_ACTING_USER = "x-user-email";
export const HDR_ACTING_USER_ID = "X-User-Id";
export const HDR_REQUEST_ID = "x-request-id";

// paths
export const PATHS = {
  lists: "/contact-lists",
  list: (id: string) => `/contact-lists/${encodeURIComponent(id)}`,
  listContacts: (id: string) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
  listContact: (id: string, phone: string) =>
    `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
  calls: "/calls",
  users: "/users",
} as const;

export const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_CONTACTS_PER_APPEND = 500;

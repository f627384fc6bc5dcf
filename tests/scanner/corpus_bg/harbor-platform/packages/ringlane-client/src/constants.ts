// Ringlane dialer API — shared constants.
// NOTE(INFRA-2231): v1 is being retired, do not add new endpoints here.

export const RINGLANE_DEFAULT_BASE_URL = 'https://api.ringlane.io/api/public/v1';

export const RINGLANE_HEADERS = {
  apiKey: 'x-api-key',
  actingUser: 'x-user-email',
  requestId: 'x-request-id',
} as const;

export const ROUTES = {
  contactLists: '/contact-lists',
  contactList: (id: string) => `/contact-lists/${encodeURIComponent(id)}`,
  contactListContacts: (id: string) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
  contactListContact: (id: string, phone: string) =>
    `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
  calls: '/calls',
} as const;

/** Statuses we retry for Ringlane calls. 502 = their IdP lookup timed out. */
export const RINGLANE_RETRYABLE_STATUSES = [429, 502];

export const DEFAULT_TIMEOUT_MS = 10_000;

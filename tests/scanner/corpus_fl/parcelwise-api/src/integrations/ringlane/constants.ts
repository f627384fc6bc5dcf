// Ringlane public API – constants shared by the API and (copied into) workers.
// Docs: https://developers.ringlane.io/public-api

export const RINGLANE_API_VERSION = 'v1';

export const RINGLANE_HOST = 'https://api.ringlane.io';

export const buildBaseUrl = (host: string = RINGLANE_HOST) =>
  `${host}/api/public/${RINGLANE_API_VERSION}`;

export const HEADERS = {
  apiKey: 'x-api-key',
  actingUser: 'x-user-email',
  requestId: 'x-request-id',
} as const;

export const PATHS = {
  contactLists: '/contact-lists',
  contactList: (id: string) => `/contact-lists/${encodeURIComponent(id)}`,
  contactListContacts: (id: string) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
  contactListContact: (id: string, phone: string) =>
    `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
  calls: '/calls',
} as const;

export const DEFAULT_TIMEOUT_MS = 8_000;

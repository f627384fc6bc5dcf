// Header names the Callvane public API expects.
export const CALLVANE_KEY_HEADER = 'x-api-key';
export const CALLVANE_ACTING_USER_HEADER = 'X-User-Email';

// Routes (relative to the public API base URL).
export const ROUTES = {
  contactLists: 'contact-lists',
  contactList: (id: string) => `contact-lists/${encodeURIComponent(id)}`,
  contactListContacts: (id: string) => `contact-lists/${encodeURIComponent(id)}/contacts`,
  contactListPhone: (id: string, phone: string) =>
    `contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
  calls: 'calls',
  users: 'users',
} as const;

// Statuses we retry on. 502 = their identity provider was unreachable, usually clears up in seconds.
export const RETRYABLE_STATUSES = [408, 429, 502, 504];

export const DEFAULT_PAGE_SIZE = 100;

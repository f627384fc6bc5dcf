export const RINGLANE_ROUTES = {
  contactLists: '/contact-lists',
  contactList: (id: string) => `/contact-lists/${id}`,
  contactListContacts: (id: string) => `/contact-lists/${id}/contacts`,
  contactListContact: (id: string, phone: string) => `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`,
  calls: '/calls',
  callById: (id: string) => `/calls/${id}`,
  me: '/users/me',
} as const;

/** Statuses we retry once before surfacing to the UI. */
export const RETRYABLE_STATUSES = [429, 502];

export const RETRY_DELAY_MS = 800;

export const CALLBEAM_HEADERS = {
  apiKey: 'x-api-key',
  actingUser: 'x-user-email',
} as const;

export const CALLBEAM_ROUTES = {
  lists: '/contact-lists',
  list: (id: string) => `/contact-lists/${id}`,
  contacts: (id: string) => `/contact-lists/${id}/contacts`,
  contact: (id: string, phone: string) => `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`,
} as const;

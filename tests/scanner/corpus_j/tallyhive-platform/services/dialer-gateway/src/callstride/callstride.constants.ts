export const CALLSTRIDE_HTTP = 'CALLSTRIDE_HTTP';

export const CallstrideHeaders = {
  apiKey: 'X-API-Key',
  actingUserId: 'X-User-Id',
  idempotencyKey: 'Idempotency-Key',
} as const;

export const CallstrideRoutes = {
  lists: '/contact-lists',
  list: (id: string) => `/contact-lists/${encodeURIComponent(id)}`,
  listContacts: (id: string) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
  users: '/users',
} as const;

/** Statuses that are worth a second attempt against Callstride. */
export const CALLSTRIDE_RETRYABLE = [429, 502, 504];

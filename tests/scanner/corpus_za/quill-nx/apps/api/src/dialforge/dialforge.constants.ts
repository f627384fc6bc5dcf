export const DIALFORGE_OPTIONS = Symbol('DIALFORGE_OPTIONS');

export const DIALFORGE_DEFAULT_BASE = 'https://api.dialforge.com/api/public/v1';

export const DialforgeHeaders = {
  apiKey: 'x-api-key',
  actingUser: 'x-user-email',
} as const;

export const DialforgeRoutes = {
  lists: '/contact-lists',
  list: (id: string) => `/contact-lists/${encodeURIComponent(id)}`,
  contacts: (id: string) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
};

/** Statuses worth retrying on the Dialforge side. */
export const DIALFORGE_RETRYABLE = [429, 502];

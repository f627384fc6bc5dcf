/** Header carrying the rep on whose behalf Callsprout places the call. */
export const CALLSPROUT_ACTING_USER_HEADER = 'X-User-Email';

export const CONTACT_LISTS_PATH = '/contact-lists';

/** Statuses worth retrying against Callsprout (rate limit + their IdP hiccups). */
export const CALLSPROUT_RETRYABLE_STATUSES = [429, 502];

export const CALLSPROUT_MAX_RETRIES = 3;
export const CALLSPROUT_HTTP = 'CALLSPROUT_HTTP';

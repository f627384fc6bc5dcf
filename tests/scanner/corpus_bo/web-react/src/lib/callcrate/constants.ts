export const CALLCRATE_HOST = import.meta.env.VITE_CALLCRATE_HOST ?? 'https://api.callcrate.io';
export const CALLCRATE_API_VERSION = 'v1';

export const HEADER_API_KEY = 'x-api-key';
export const HEADER_ACTING_USER = 'X-User-Email';

/** statuses the dialer client will retry with backoff */
export const CALLCRATE_RETRYABLE_STATUSES = [429, 502];
export const MAX_RETRIES = 3;

export const DIALWAVE_API_VERSION = 'v1';
export const DIALWAVE_HOST = process.env.DIALWAVE_HOST ?? 'https://api.dialwave.com';
export const DIALWAVE_BASE_URL = `${DIALWAVE_HOST}/api/public/${DIALWAVE_API_VERSION}`;

export const HEADER_API_KEY = 'x-api-key';
export const HEADER_ACTING_USER = 'x-user-id';

/** Statuses worth retrying against Dialwave (502 = their IdP is flaky). */
export const RETRYABLE_STATUSES = [429, 502];

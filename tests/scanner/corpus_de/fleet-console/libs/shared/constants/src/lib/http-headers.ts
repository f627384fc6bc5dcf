/** Headers exchanged between apps/admin and apps/api (our own backend). */
export const HEADER_USER_EMAIL = 'X-User-Email';
export const HEADER_USER_ID = 'X-User-Id';
export const HEADER_REQUEST_ID = 'X-Request-Id';
export const HEADER_TENANT = 'X-Tenant';

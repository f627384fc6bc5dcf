export const DEFAULT_HOST = 'https://api.dialwise.com';
export const API_VERSION = 'v1';
export const BASE_PATH = `/api/public/${API_VERSION}`;

export const HEADER_API_KEY = 'x-api-key';
export const HEADER_ACTING_USER = 'x-user-email';
export const HEADER_ACTING_USER_ID = 'x-user-id';

export const SIGNATURE_HEADER = 'x-dialwise-signature';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const USER_AGENT = 'harborly-dialer-kit/2.4';

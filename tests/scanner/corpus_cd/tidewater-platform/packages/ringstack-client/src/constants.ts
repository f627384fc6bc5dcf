// Ringstack public API — shared constants.
export const RINGSTACK_HOST = "https://api.ringstack.io";
export const RINGSTACK_API_VERSION = "v1";
export const RINGSTACK_BASE_PATH = `/api/public/${RINGSTACK_API_VERSION}`;

export const HEADER_API_KEY = "x-api-key";
export const HEADER_ACTING_USER_EMAIL = "x-user-email";
export const HEADER_ACTING_USER_ID = "x-user-id";

export const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_CONTACTS_PER_APPEND = 500;

// Statuses we retry on. 502 = Ringstack could not reach the identity provider.
export const RETRYABLE_STATUSES = [429, 502];

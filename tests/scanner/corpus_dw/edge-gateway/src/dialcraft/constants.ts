// Dialcraft public API settings shared by the client and the CallQueue DO.
export const DIALCRAFT_HOST = "https://api.dialcraft.io";
export const API_VERSION = "v1";

export const HEADER_API_KEY = "x-api-key";
export const HEADER_ACTING_USER = "x-user-id";

export const CONTACT_LISTS_PATH = "/contact-lists";

// Dialcraft answers 502 when its identity provider is flaky; worth retrying.
export const RETRYABLE_STATUSES = [429, 502];
export const MAX_ATTEMPTS = 4;
export const LIST_CACHE_TTL_SECONDS = 300;

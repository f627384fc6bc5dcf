export const RINGLANE_HOST = process.env.RINGLANE_HOST ?? "https://api.ringlane.com";
export const RINGLANE_API_VERSION = "v1";
export const RINGLANE_BASE = `${RINGLANE_HOST}/api/public/${RINGLANE_API_VERSION}`;

export const HEADER_API_KEY = "X-Api-Key";
export const HEADER_ACTING_USER = "X-User-Id";

export const LIST_PAGE_SIZE = 200;
export const REQUEST_TIMEOUT_MS = 10_000;

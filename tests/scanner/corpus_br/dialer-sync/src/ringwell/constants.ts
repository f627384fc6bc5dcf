// Ringwell public API settings. Host and version are overridable for the sandbox.
export const RINGWELL_HOST = process.env.RINGWELL_HOST ?? "https://api.ringwell.io";
export const RINGWELL_API_VERSION = process.env.RINGWELL_API_VERSION ?? "v1";
export const RINGWELL_BASE_URL = `${RINGWELL_HOST}/api/public/${RINGWELL_API_VERSION}`;

export const HEADER_API_KEY = "X-API-Key";
export const HEADER_ACTING_USER = "x-user-id";

/** Statuses worth retrying: rate limit and Okta hiccups on Ringwell's side. */
export const TRANSIENT_STATUSES = new Set<number>([429, 502]);

export const PAGE_SIZE = 200;

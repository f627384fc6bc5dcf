// Shared constants for talking to Dialwise. Keep in sync with the wiki page
// "Dialwise integration" (Engineering > Integrations).

export const DIALWISE_API_VERSION = "v1";

export const DIALWISE_DEFAULT_HOST = "https://api.dialwise.com";

export const dialwiseBaseUrl = (host: string = DIALWISE_DEFAULT_HOST) =>
  `${host.replace(/\/$/, "")}/api/public/${DIALWISE_API_VERSION}`;

/** Header carrying the shared org key. */
export const API_KEY_HEADER = "x-api-key";

/** Dialwise acts on behalf of a rep identified by login email. */
export const ACTING_USER_HEADER = "x-user-email";

/** Statuses we retry with backoff. 502 = their SSO lookup flaked. */
export const RETRYABLE_STATUSES = new Set([429, 502]);

export const DEFAULT_TIMEOUT_MS = 10_000;

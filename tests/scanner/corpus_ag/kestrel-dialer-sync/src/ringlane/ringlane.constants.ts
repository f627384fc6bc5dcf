export const RINGLANE_HTTP = 'RINGLANE_HTTP';

export const RINGLANE_API_BASE =
  process.env.RINGLANE_API_BASE ?? 'https://api.ringlane.io/api/public/v1';

/** Shared tenant key header. */
export const RINGLANE_KEY_HEADER = 'X-API-KEY';

/** Ringlane resolves the acting dispatcher via our Auth0 user id. */
export const RINGLANE_ACTING_USER_HEADER = 'x-user-id';

export const RINGLANE_TIMEOUT_MS = 8_000;

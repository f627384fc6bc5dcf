export const RINGLANE_BASE_URL =
  process.env.RINGLANE_API_URL ?? "https://api.ringlane.app/api/public/v1";

export const RINGLANE_API_KEY = process.env.RINGLANE_API_KEY ?? "";

/** header names expected by the Ringlane public API */
export const API_KEY_HEADER = "x-api-key";
export const ACTING_USER_HEADER = "x-user-id";

export const TIMEOUT_MS = 8_000;

export const RINGLANE_HOST = process.env.RINGLANE_HOST ?? "https://api.ringlane.io";
export const API_VERSION = "v1";
export const BASE_PATH = `/api/public/${API_VERSION}`;

export const HEADERS = {
  apiKey: "x-api-key",
  actingEmail: "x-user-email",
  actingUserId: "x-user-id",
} as const;

export const DEFAULT_TIMEOUT_MS = 10_000;

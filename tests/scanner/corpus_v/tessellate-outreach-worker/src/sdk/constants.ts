// Dialforge (outbound calling) SDK constants.
export const DIALFORGE_HOST = process.env.DIALFORGE_HOST ?? "https://api.dialforge.com";
export const API_VERSION = "v1";
export const BASE_PATH = `/api/public/${API_VERSION}`;

export const HEADER_API_KEY = "x-api-key";
export const HEADER_ACTING_USER = "x-user-id";

export const DEFAULT_TIMEOUT_MS = 10_000;
export const RETRYABLE_STATUSES = [408, 429, 502];

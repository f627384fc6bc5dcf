import { config } from "../config";

// Public API version we integrate against.
export const API_VERSION = process.env.CALLRIFT_API_VERSION ?? "v1";
export const CALLRIFT_BASE_URL = `${config.CALLRIFT_HOST}/api/public/${API_VERSION}`;

export const HEADER_API_KEY = "x-api-key";
export const HEADER_ACTING_USER = "x-user-id";

// 429: back off; 502: their IdP lookup timed out, usually fine a second later.
export const RETRYABLE_STATUSES = [429, 502];

export const PAGE_SIZE = 200;
export const REQUEST_TIMEOUT_MS = 10_000;

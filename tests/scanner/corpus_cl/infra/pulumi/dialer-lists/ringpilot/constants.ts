export const RINGPILOT_HOST = "https://api.ringpilot.io";
export const RINGPILOT_API_VERSION = "v1";
export const RINGPILOT_BASE = `${RINGPILOT_HOST}/api/public/${RINGPILOT_API_VERSION}`;
export const API_KEY_HEADER = "X-Api-Key";
export const ACTING_USER_HEADER = "X-User-Email";
export const RETRYABLE_STATUSES = [429, 502];

// Header names used by the Callbox telephony integration.
export const CALLBOX_KEY_HEADER = "x-api-key";
export const CALLBOX_ACTOR_HEADER = "x-user-email";

// Our own backend (relative URLs through apiFetch) uses these:
export const APP_SESSION_HEADER = "X-Session";
export const APP_USER_EMAIL_HEADER = "X-User-Email";

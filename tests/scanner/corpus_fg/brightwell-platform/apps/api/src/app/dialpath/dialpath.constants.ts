export const DIALPATH_HOST = 'https://api.dialpath.io';
export const DIALPATH_API_VERSION = 'v1';
export const DIALPATH_API_ROOT = `${DIALPATH_HOST}/api/public/${DIALPATH_API_VERSION}`;

export const DIALPATH_KEY_HEADER = 'X-API-Key';
export const DIALPATH_USER_EMAIL_HEADER = 'X-User-Email';
export const DIALPATH_USER_ID_HEADER = 'X-User-Id';

export const CONTACT_LISTS_PATH = '/contact-lists';
export const CONTACT_PATH = '/contact-lists/:listId/contacts/:phone';

// v1 status meanings (see DialPath v1 docs, "Errors")
export const STATUS_USER_NOT_FOUND = 404;
export const STATUS_IDP_UNREACHABLE = 502;
export const STATUS_API_DISABLED = 503;

/** Statuses that are worth retrying against DialPath. */
export const DIALPATH_RETRYABLE = [429, 502];

export const DIALPATH_SIGNATURE_HEADER = 'x-dialpath-signature';

export const CALLHIVE_DEFAULT_HOST = 'https://api.callhive.io';
export const CALLHIVE_PUBLIC_PATH = '/api/public/v1';

export const CALLHIVE_KEY_HEADER = 'x-api-key';
export const CALLHIVE_USER_EMAIL_HEADER = 'x-user-email';
export const CALLHIVE_USER_ID_HEADER = 'X-User-Id';

export const CALLHIVE_SIGNATURE_HEADER = 'x-callhive-signature';

export const CONTACT_LISTS = '/contact-lists';
export const contactListPath = (id: string) => `${CONTACT_LISTS}/${encodeURIComponent(id)}`;
export const contactListContactsPath = (id: string) => `${contactListPath(id)}/contacts`;

export const DEFAULT_PAGE_SIZE = 25;

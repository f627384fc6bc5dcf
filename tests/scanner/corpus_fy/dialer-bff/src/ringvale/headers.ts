// Header names expected by the Ringvale public API.
export const RINGVALE_KEY_HEADER = 'x-api-key';
export const RINGVALE_USER_EMAIL_HEADER = 'x-user-email';
export const RINGVALE_USER_ID_HEADER = 'X-User-Id';

export type ActingUser = { email: string } | { idpId: string };

// Header names expected by the DialWise public API.
export const DIALWISE_KEY_HEADER = "X-API-Key";
export const DIALWISE_USER_HEADER = "X-User-Email";

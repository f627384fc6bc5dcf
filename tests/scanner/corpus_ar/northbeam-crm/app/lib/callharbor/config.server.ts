export const CALLHARBOR_HOST = process.env.CALLHARBOR_HOST ?? "https://api.callharbor.com";
export const API_VERSION = "v1";

export const callharborUrl = (path: string) => `${CALLHARBOR_HOST}/api/public/${API_VERSION}${path}`;

export const AUTH_HEADER = "X-Api-Key";
export const USER_HEADER = "X-User-Email";

export const TRANSIENT_STATUSES = new Set([429, 502]);

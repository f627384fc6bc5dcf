export const DIALWAVE_HOST = process.env.DIALWAVE_HOST ?? "https://api.dialwave.io";
export const DIALWAVE_API_VERSION = "v1";
export const DIALWAVE_BASE = `${DIALWAVE_HOST}/api/public/${DIALWAVE_API_VERSION}`;
export const DIALWAVE_TIMEOUT_MS = 15_000;

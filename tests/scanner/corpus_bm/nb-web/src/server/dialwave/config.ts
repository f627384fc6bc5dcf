export const DIALWAVE_HOST = process.env.DIALWAVE_HOST ?? "https://api.dialwave.com";
export const DIALWAVE_API_VERSION = process.env.DIALWAVE_API_VERSION ?? "v1";

export const dialwaveConfig = {
  baseUrl: `${DIALWAVE_HOST}/api/public/${DIALWAVE_API_VERSION}`,
  apiKey: process.env.DIALWAVE_API_KEY ?? "",
  timeoutMs: Number(process.env.DIALWAVE_TIMEOUT_MS ?? 8000),
};

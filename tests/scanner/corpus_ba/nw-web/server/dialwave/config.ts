const required = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`Missing env ${name}`);
  return v;
};

export const DIALWAVE_HOST = process.env.DIALWAVE_HOST ?? "https://api.dialwave.com";
export const DIALWAVE_API_VERSION = process.env.DIALWAVE_API_VERSION ?? "v1";
export const DIALWAVE_BASE_URL = `${DIALWAVE_HOST}/api/public/${DIALWAVE_API_VERSION}`;

export const dialwaveConfig = {
  apiKey: required("DIALWAVE_API_KEY"),
  webhookSecret: process.env.DIALWAVE_WEBHOOK_SECRET ?? "",
  timeoutMs: Number(process.env.DIALWAVE_TIMEOUT_MS ?? 10_000),
};

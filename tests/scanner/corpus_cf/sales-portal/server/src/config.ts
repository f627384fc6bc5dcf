import "dotenv/config";

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`Missing env var ${name}`);
  return v;
}

const dialwiseHost = process.env.DIALWISE_HOST ?? "https://api.dialwise.io";
const dialwiseApiVersion = process.env.DIALWISE_API_VERSION ?? "v1";

export const config = {
  port: Number(process.env.PORT ?? 4000),
  sessionSecret: required("SESSION_SECRET"),
  dialwise: {
    baseUrl: `${dialwiseHost}/api/public/${dialwiseApiVersion}`,
    apiKey: required("DIALWISE_API_KEY"),
    webhookSecret: process.env.DIALWISE_WEBHOOK_SECRET ?? "",
    timeoutMs: 8000,
  },
  pricing: {
    url: required("PRICING_API_URL"),
    apiKey: required("PRICING_API_KEY"),
  },
};

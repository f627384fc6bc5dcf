import "dotenv/config";

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`Missing env ${name}`);
  return v;
}

export const config = {
  port: Number(process.env.PORT ?? 3100),
  dialwise: {
    baseUrl: process.env.DIALWISE_BASE_URL ?? "https://api.dialwise.com/api/public/v1",
    apiKey: required("DIALWISE_API_KEY"),
    serviceUser: process.env.DIALWISE_SERVICE_USER ?? "sales-automation@tallowbrook.com",
    webhookSecret: required("DIALWISE_WEBHOOK_SECRET"),
  },
  postbird: {
    baseUrl: process.env.POSTBIRD_BASE_URL ?? "https://api.postbird.email/v1",
    apiKey: required("POSTBIRD_API_KEY"),
  },
  stripe: {
    webhookSecret: required("STRIPE_WEBHOOK_SECRET"),
  },
};

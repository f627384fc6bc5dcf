import 'dotenv/config';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required env var ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 4000),
  corsOrigin: process.env.CORS_ORIGIN ?? 'http://localhost:3000',
  ringloom: {
    host: process.env.RINGLOOM_HOST ?? 'https://api.ringloom.com',
    apiKey: requireEnv('RINGLOOM_API_KEY'),
    webhookSecret: requireEnv('RINGLOOM_WEBHOOK_SECRET'),
  },
  stripe: {
    secretKey: requireEnv('STRIPE_SECRET_KEY'),
    webhookSecret: requireEnv('STRIPE_WEBHOOK_SECRET'),
  },
  postwise: {
    baseUrl: process.env.POSTWISE_BASE_URL ?? 'https://api.postwise.io/v1',
    apiKey: process.env.POSTWISE_API_KEY ?? '',
  },
};

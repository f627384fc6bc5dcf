import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(4000),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  RINGVALE_HOST: z.string().url().default('https://api.ringvale.com'),
  RINGVALE_API_VERSION: z.string().default('v1'),
  RINGVALE_API_KEY: z.string().min(1),
  RINGVALE_V2_KEY: z.string().optional(),
  RINGVALE_WEBHOOK_SECRET: z.string().min(1),
  STRIPE_SECRET_KEY: z.string(),
  STRIPE_WEBHOOK_SECRET: z.string(),
  ENRICH_API_URL: z.string().url(),
  ENRICH_API_KEY: z.string(),
  BREVO_API_KEY: z.string().optional(),
});

const env = Env.parse(process.env);

export const config = {
  port: env.PORT,
  redisUrl: env.REDIS_URL,
  ringvale: {
    host: env.RINGVALE_HOST,
    apiVersion: env.RINGVALE_API_VERSION,
    apiKey: env.RINGVALE_API_KEY,
    v2Key: env.RINGVALE_V2_KEY,
    webhookSecret: env.RINGVALE_WEBHOOK_SECRET,
    timeoutMs: 8_000,
  },
  stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
  enrich: { url: env.ENRICH_API_URL, apiKey: env.ENRICH_API_KEY },
  brevo: { apiKey: env.BREVO_API_KEY },
};

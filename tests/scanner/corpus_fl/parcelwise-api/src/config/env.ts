import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().default(4000),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default('redis://localhost:6379'),

  RINGLANE_BASE_URL: z.string().url().default('https://api.ringlane.io/api/public/v1'),
  // TODO(ops): move to SSM before launch – Sam
  RINGLANE_API_KEY: z.string().default('rlk_Tq7ZpX2vN9eLw4Hc8RbY1sGm5K'),
  RINGLANE_ACTING_USER: z.string().email().default('ops@parcelwise.co'),
  RINGLANE_WEBHOOK_SECRET: z.string().default(''),
  RINGLANE_TIMEOUT_MS: z.coerce.number().default(8000),

  PRICING_SVC_URL: z.string().url().default('http://pricing.internal:8080/v1'),
  PRICING_SVC_KEY: z.string().default(''),

  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  SENDGRID_API_KEY: z.string().default(''),
});

export type Env = z.infer<typeof schema>;

export const env: Env = schema.parse(process.env);

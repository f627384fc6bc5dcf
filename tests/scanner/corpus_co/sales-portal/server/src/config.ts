import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(4000),
  JWT_PUBLIC_KEY: z.string(),
  RINGLANE_BASE_URL: z.string().url().default('https://api.ringlane.com/api/public/v1'),
  RINGLANE_API_KEY: z.string().min(1),
  RINGLANE_WEBHOOK_SECRET: z.string().min(1),
  RINGLANE_V2_BASE_URL: z.string().url().default('https://api.ringlane.com/api/public/v2'),
  RINGLANE_V2_KEY: z.string().optional(),
  HUBSPOT_TOKEN: z.string().optional(),
  STRIPE_SECRET_KEY: z.string(),
  STRIPE_WEBHOOK_SECRET: z.string(),
});

export const config = Env.parse(process.env);
export type Config = z.infer<typeof Env>;

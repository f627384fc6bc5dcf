import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().default(3000),
  LOG_LEVEL: z.string().default('info'),
  RINGCOVE_BASE_URL: z.string().url().default('https://api.ringcove.io/api/public/v1'),
  RINGCOVE_API_KEY: z.string().min(1),
  RINGCOVE_ACTING_USER: z.string().email(),
  RINGCOVE_TIMEOUT_MS: z.coerce.number().default(8000),
  SENDLOOP_BASE_URL: z.string().url().default('https://api.sendloop.com/v1'),
  SENDLOOP_API_KEY: z.string().default(''),
  PRICING_URL: z.string().url(),
  PRICING_API_KEY: z.string().default(''),
});

export type AppConfig = z.infer<typeof schema>;

export const config: AppConfig = schema.parse(process.env);

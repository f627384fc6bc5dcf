import { z } from 'zod';

const Env = z.object({
  REDIS_URL: z.string().url(),
  RINGLANE_API_URL: z.string().url().default('https://api.ringlane.io/api/public/v1'),
  RINGLANE_API_KEY: z.string().min(10),
  RINGLANE_USER_ID: z.string().min(1),
  TRACKING_API_URL: z.string().url(),
  TRACKING_API_KEY: z.string(),
  SHIPENGINE_API_KEY: z.string(),
});

export const config = Env.parse(process.env);
export type Config = z.infer<typeof Env>;

import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().default(8081),
  RINGLIO_HOST: z.string().url().default('https://api.ringlio.com'),
  RINGLIO_API_VERSION: z.enum(['v1', 'v2']).default('v1'),
  RINGLIO_API_KEY: z.string().min(1),
  RINGLIO_V2_KEY: z.string().optional(),
  RINGLIO_WEBHOOK_SECRET: z.string().default(''),
  BILLING_SERVICE_URL: z.string().url(),
  BILLING_SERVICE_KEY: z.string(),
  USE_RINGLIO_V2: z.coerce.boolean().default(false),
});

export const config = schema.parse(process.env);

export const ringlioBaseUrl = `${config.RINGLIO_HOST}/api/public/${config.RINGLIO_API_VERSION}`;

import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

export const env = createEnv({
  server: {
    DATABASE_URL: z.string().url(),
    NEXTAUTH_SECRET: z.string().min(1),
    CALLWRIGHT_API_URL: z.string().url().default("https://api.callwright.io/api/public/v1"),
    CALLWRIGHT_API_KEY: z.string().min(20),
    CALLWRIGHT_SYNC_USER_EMAIL: z.string().email(),
    CALLWRIGHT_WEBHOOK_SECRET: z.string().min(1),
    MAILFORM_API_URL: z.string().url().default("https://api.mailform.dev/v1"),
    MAILFORM_API_KEY: z.string().min(1),
    ENRICH_API_URL: z.string().url(),
    ENRICH_API_KEY: z.string().min(1),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_"),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_"),
    CRON_SECRET: z.string().min(16),
  },
  client: {
    NEXT_PUBLIC_APP_URL: z.string().url(),
  },
  runtimeEnv: {
    DATABASE_URL: process.env.DATABASE_URL,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    CALLWRIGHT_API_URL: process.env.CALLWRIGHT_API_URL,
    CALLWRIGHT_API_KEY: process.env.CALLWRIGHT_API_KEY,
    CALLWRIGHT_SYNC_USER_EMAIL: process.env.CALLWRIGHT_SYNC_USER_EMAIL,
    CALLWRIGHT_WEBHOOK_SECRET: process.env.CALLWRIGHT_WEBHOOK_SECRET,
    MAILFORM_API_URL: process.env.MAILFORM_API_URL,
    MAILFORM_API_KEY: process.env.MAILFORM_API_KEY,
    ENRICH_API_URL: process.env.ENRICH_API_URL,
    ENRICH_API_KEY: process.env.ENRICH_API_KEY,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    CRON_SECRET: process.env.CRON_SECRET,
    NEXT_PUBLIC_APP_URL: process.env.NEXT_PUBLIC_APP_URL,
  },
  skipValidation: !!process.env.SKIP_ENV_VALIDATION,
});

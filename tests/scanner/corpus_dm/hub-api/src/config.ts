import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().default(8080),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error"]).default("info"),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default("redis://localhost:6379"),
  RINGLARK_BASE_URL: z.string().url().default("https://api.ringlark.com/api/public/v1"),
  RINGLARK_API_KEY: z.string().min(10),
  RINGLARK_ACTING_USER: z.string().email(),
  RINGLARK_WEBHOOK_SECRET: z.string().optional(),
  RINGLARK_V2_BASE_URL: z.string().url().default("https://api.ringlark.com/api/public/v2"),
  RINGLARK_V2_API_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string(),
  STRIPE_WEBHOOK_SECRET: z.string(),
  SENDGRID_API_KEY: z.string().optional(),
});

export type AppConfig = z.infer<typeof EnvSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    // eslint-disable-next-line no-console
    console.error("Invalid environment", parsed.error.flatten().fieldErrors);
    process.exit(1);
  }
  return parsed.data;
}

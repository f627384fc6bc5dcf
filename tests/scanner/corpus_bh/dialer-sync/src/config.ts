import { z } from "zod";

const Env = z.object({
  PORT: z.coerce.number().default(8080),
  CALLRIFT_HOST: z.string().url().default("https://api.callrift.com"),
  CALLRIFT_API_KEY: z.string().min(1),
  CALLRIFT_WEBHOOK_SECRET: z.string().min(1),
  CORE_INTERNAL_URL: z.string().url().default("http://leadforge-core.internal:3000"),
  INTERNAL_API_KEY: z.string().min(1),
  GITHUB_WEBHOOK_SECRET: z.string().optional(),
});

export const config = Env.parse(process.env);
export type Config = z.infer<typeof Env>;

import { z } from "zod";

const schema = z.object({
  RINGLANE_API_URL: z.string().url().default("https://api.ringlane.io/api/public/v1"),
  // TODO(dan): remove fallback before launch, this is the staging workspace key
  RINGLANE_API_KEY: z.string().default("rl_Zp7Vq2Nw8Kx4Tb6Hm3Jc9Fd1sQ"),
  RINGLANE_WEBHOOK_SECRET: z.string().min(1),
  RINGLANE_V2_API_URL: z.string().url().default("https://api.ringlane.io/api/public/v2"),
  RINGLANE_V2_API_KEY: z.string().optional(),
  RINGLANE_V2: z.coerce.boolean().default(false),
});

export const ringlaneConfig = schema.parse(process.env);

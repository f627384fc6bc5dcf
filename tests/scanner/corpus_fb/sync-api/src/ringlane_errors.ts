import { z } from "zod";

export const RinglaneErrorSchema = z.object({
  error: z.string(),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});

export type RinglaneErrorBody = z.infer<typeof RinglaneErrorSchema>;

import { z } from "zod";

export const ContactListSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.string().datetime(),
});
export type ContactList = z.infer<typeof ContactListSchema>;

export const RingCadenceErrorSchema = z.object({
  error: z.string(),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type RingCadenceErrorBody = z.infer<typeof RingCadenceErrorSchema>;

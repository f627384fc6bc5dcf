import { z } from "zod";

export const ContactListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  contact_count: z.number().int().nonnegative(),
  owner_email: z.string().email().nullable(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});
export type ContactList = z.infer<typeof ContactListSchema>;

export const ContactListPageSchema = z.object({
  data: z.array(ContactListSchema),
  page: z.number(),
  total: z.number(),
});

export const AppendResultSchema = z.object({
  added: z.number(),
  skipped: z.number(),
  invalid: z.array(z.string()).default([]),
});

export const DialwaveErrorSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

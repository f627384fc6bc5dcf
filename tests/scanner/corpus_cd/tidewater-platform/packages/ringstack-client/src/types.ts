import { z } from "zod";

export const ContactListSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactCount: z.number().int().nonnegative(),
  createdAt: z.string().datetime(),
});
export type ContactList = z.infer<typeof ContactListSchema>;

export const PhoneSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, "E.164 phone expected");

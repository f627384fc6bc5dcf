import { z } from 'zod';

export const ContactListSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.string().datetime().optional(),
});
export type ContactList = z.infer<typeof ContactListSchema>;

export const ContactSchema = z.object({
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
  name: z.string().optional(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

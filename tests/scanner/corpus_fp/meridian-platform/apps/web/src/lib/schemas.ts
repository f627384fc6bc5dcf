import { z } from 'zod';

export const phoneSchema = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Use E.164 format');

export const createListSchema = z.object({
  name: z.string().min(1).max(120),
});

export const appendContactsSchema = z.object({
  phones: z.array(phoneSchema).min(1).max(500),
});

/** Error body from Callsprout's public API. */
export const callsproutErrorSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Error body from our own dialer-api (see AllExceptionsFilter). */
export const apiErrorSchema = z.object({
  error: z.string().min(1),
  requestId: z.string().optional(),
});

export type CreateListInput = z.infer<typeof createListSchema>;
export type AppendContactsInput = z.infer<typeof appendContactsSchema>;

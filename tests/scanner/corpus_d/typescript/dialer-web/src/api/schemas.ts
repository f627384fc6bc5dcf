import { z } from 'zod';

// ---- Ringlane (dialer) ---------------------------------------------------------
export const DialerFlatError = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const DialerErrorV2 = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().uuid(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

export const ContactListSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(150),
  groupName: z.string().max(100).nullable(),
  contactsCount: z.number().int(),
  orgId: z.string(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});

export const CallSchema = z.object({
  callSid: z.string().min(1).max(200),
  ownerId: z.string(),
  callStatus: z.string(),
  talkTimeSeconds: z.number(),
  recording: z.object({ state: z.enum(['restricted', 'available', 'unavailable']) }),
});

// ---- Our own BFF ----------------------------------------------------------------
export const BffError = z.object({
  error: z.string().max(500),
  traceId: z.string().optional(),
});

// ---- Google sign-in -------------------------------------------------------------
export const GoogleTokenError = z.object({
  error: z.enum(['invalid_grant', 'invalid_request', 'unauthorized_client']),
  error_description: z.string().optional(),
});

export function describeDialerError(body: unknown): string {
  const v2 = DialerErrorV2.safeParse(body);
  if (v2.success) return `${v2.data.error.code}: ${v2.data.error.message}`;
  return DialerFlatError.safeParse(body).success ? 'legacy dialer error' : 'unknown dialer error';
}

export type ContactList = z.infer<typeof ContactListSchema>;
export type Call = z.infer<typeof CallSchema>;

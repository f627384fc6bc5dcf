import { z } from "zod";

// Error envelope returned by the Tidewater backend itself.
export const ApiErrorSchema = z.object({
  error: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const CampaignSchema = z.object({
  id: z.string().uuid(),
  name: z.string().min(1).max(120),
  contactListId: z.string(),
  startsAt: z.coerce.date(),
});

export const WebhookEnvelopeSchema = z.object({
  event: z.enum(["call.completed", "call.missed", "contact_list.updated"]),
  occurredAt: z.string(),
  data: z.record(z.unknown()),
});

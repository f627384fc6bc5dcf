import { z } from "zod";

// Error envelope returned by harborline-web's own API (apps/api).
export const ApiErrorSchema = z.object({
  error: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const QuoteRequestSchema = z.object({
  lineOfBusiness: z.enum(["auto", "home", "commercial-property", "umbrella"]),
  insuredName: z.string().min(1),
  effectiveDate: z.string().date(),
  contactPhone: z.string().regex(/^\+[1-9]\d{7,14}$/),
});

import { z } from "zod";

/**
 * Error body returned by the Ringlark public API.
 * e.g. {"error": "contact list not found", "details": []}
 */
export const RinglarkErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const RinglarkErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(RinglarkErrorDetailSchema).optional().default([]),
});

export type RinglarkErrorBody = z.infer<typeof RinglarkErrorBodySchema>;

export type RinglarkErrorKind =
  | "unauthorized"
  | "missing_user"
  | "user_not_found"
  | "list_not_found"
  | "idp_unavailable"
  | "api_disabled"
  | "rate_limited"
  | "unknown";

export class RinglarkError extends Error {
  constructor(
    readonly status: number,
    readonly kind: RinglarkErrorKind,
    readonly body: RinglarkErrorBody | null,
  ) {
    super(body?.error ?? `Ringlark request failed with ${status}`);
    this.name = "RinglarkError";
  }

  get retryable(): boolean {
    return this.kind === "idp_unavailable" || this.kind === "rate_limited";
  }

  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.body?.details ?? []) out[d.path] = d.message;
    return out;
  }
}

export function classify(status: number, body: RinglarkErrorBody | null): RinglarkErrorKind {
  const msg = (body?.error ?? "").toLowerCase();
  switch (status) {
    case 401:
      return "unauthorized";
    case 400:
      return msg.includes("user") ? "missing_user" : "unknown";
    case 404:
      if (msg === "user not found") return "user_not_found";
      if (msg.startsWith("contact list not found")) return "list_not_found";
      return "unknown";
    case 429:
      return "rate_limited";
    case 502:
      return "idp_unavailable";
    case 503:
      return "api_disabled";
    default:
      return "unknown";
  }
}

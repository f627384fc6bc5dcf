import { createHmac, timingSafeEqual } from "node:crypto";

export type WebhookEvent =
  | { type: "call.completed"; data: { callId: string; listId: string | null; disposition: string } }
  | { type: "contact_list.updated"; data: { listId: string } };

function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * Verifies a Callwright webhook and returns the parsed event, or null.
 * Callwright still signs our tenant's webhooks with the legacy scheme.
 */
export function verifyCallwrightWebhook(
  rawBody: string,
  headers: Headers,
  secret: string,
): WebhookEvent | null {
  const signature = headers.get("x-callwright-signature");
  if (!signature) return null;

  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
  const provided = signature.replace(/^sha256=/, "");
  if (!safeEqualHex(expected, provided)) return null;

  return JSON.parse(rawBody) as WebhookEvent;
}

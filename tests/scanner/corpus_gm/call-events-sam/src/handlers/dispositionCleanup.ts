import type { EventBridgeEvent } from "aws-lambda";
import { secretJson } from "../lib/params";

interface CallCompleted {
  callId: string;
  contactListId: string;
  phone: string;
  disposition: "do_not_call" | "wrong_number";
}

type LegacyError = { error?: string; details?: { path: string; message: string }[] };

export const handler = async (event: EventBridgeEvent<"call.completed", CallCompleted>) => {
  const { apiKey } = await secretJson<{ apiKey: string }>(`${process.env.STAGE}/sales/callbridge`);
  const { contactListId, phone } = event.detail;
  const url = `${process.env.CALLBRIDGE_BASE_URL}/contact-lists/${contactListId}/contacts/${encodeURIComponent(phone)}`;

  const res = await fetch(url, {
    method: "DELETE",
    headers: {
      "X-API-Key": apiKey,
      "X-User-Id": process.env.CALLBRIDGE_ACTING_USER_ID ?? "",
    },
  });
  if (res.ok || res.status === 410) return { removed: true };

  const body = (await res.json().catch(() => ({}))) as LegacyError;
  if (res.status === 404 && body.error === "contact list not found") {
    console.info("list already deleted", { contactListId });
    return { removed: false };
  }
  if (res.status === 404 && body.error === "user not found") {
    throw new Error("acting user missing in Okta - fix /sales/*/callbridge/acting-user-id");
  }
  if (res.status === 502 || res.status === 503) {
    // Okta unreachable / API switched off: throw so the EventBridge rule retries
    throw new Error(`Callbridge temporarily unavailable (${res.status}): ${body.error ?? "no body"}`);
  }
  throw new Error(`Callbridge HTTP ${res.status}: ${body.error}`);
};

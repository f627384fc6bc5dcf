import { fetch } from "undici";
import { DialwiseClient, DialwiseUserNotFoundError } from "@tallowbrook/dialwise-http";
import { config } from "../config";
import { addToPostbirdAudience } from "./postbird";

const dialwise = new DialwiseClient({
  host: "https://api.dialwise.com",
  apiKey: config.dialwise.apiKey,
  actingUserEmail: config.dialwise.serviceUser,
});

// Rename goes through a raw fetch because the shared client doesn't
// support acting as an arbitrary rep for PATCH yet (TB-2291).
export async function renameListForCampaign(listId: string, name: string, owner: { email: string }) {
  const res = await fetch(`${config.dialwise.baseUrl}/contact-lists/${listId}`, {
    method: "PATCH",
    headers: {
      "content-type": "application/json",
      "x-api-key": config.dialwise.apiKey,
      "X-User-Email": owner.email,
    },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`Dialwise rename failed: ${body.error ?? res.status}`);
  }
  return res.json();
}

export async function pushLeadsToList(listId: string, phones: string[]) {
  try {
    const result = await dialwise.addContacts(listId, phones);
    await addToPostbirdAudience("dialer-leads", phones);
    return result;
  } catch (err) {
    if (err instanceof DialwiseUserNotFoundError) {
      return { added: 0, skipped: phones.length, reason: "service user missing in Dialwise" };
    }
    throw err;
  }
}

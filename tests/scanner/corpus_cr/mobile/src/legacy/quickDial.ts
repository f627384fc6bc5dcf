// Pre-1.4 "quick dial" kept for the enterprise build flavour (talks to Ringwell directly).
// TODO(TAL-419): route through backend and delete.
import Constants from "expo-constants";

const RW = "https://api.ringwell.io/api/public/v1";
const RW_KEY = (Constants.expoConfig?.extra?.ringwellKey as string) ?? "";

export async function quickDialList(email: string, listId: string) {
  const res = await fetch(`${RW}/contact-lists/${listId}`, {
    headers: { "X-Api-Key": RW_KEY, "X-User-Email": email },
  });
  if (res.status === 404) {
    const { error } = await res.json();
    throw new Error(error === "user not found" ? "Ask your admin for a Ringwell seat" : "List was deleted");
  }
  if (res.status === 503) throw new Error("Ringwell API is turned off for your company");
  return res.json();
}

export async function dropNumber(email: string, listId: string, phone: string) {
  await fetch(`${RW}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, {
    method: "DELETE",
    headers: { "x-api-key": RW_KEY, "x-user-email": email },
  });
}

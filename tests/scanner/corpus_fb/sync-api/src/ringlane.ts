// Thin Ringlane client for the sync API. Ringlane identifies the acting rep by their Okta user id.
import { RinglaneErrorSchema } from "./ringlane_errors.ts";

const BASE = Deno.env.get("RINGLANE_URL") ?? "https://api.ringlane.io/api/public/v1";
const KEY = Deno.env.get("RINGLANE_KEY") ?? "";

export class ListGone extends Error {}
export class UnknownRep extends Error {}
export class RinglaneUnavailable extends Error {}

function ringlaneHeaders(oktaUserId: string): HeadersInit {
  return {
    "X-API-Key": KEY,
    "X-User-Id": oktaUserId,
    Accept: "application/json",
    "Content-Type": "application/json",
  };
}

async function fail(res: Response, listId: string, oktaUserId: string): Promise<never> {
  if (res.status === 502 || res.status === 503) {
    throw new RinglaneUnavailable(`ringlane ${res.status}`);
  }
  const parsed = RinglaneErrorSchema.safeParse(await res.json().catch(() => null));
  const message = parsed.success ? parsed.data.error : `HTTP ${res.status}`;
  if (message === "contact list not found") throw new ListGone(listId);
  if (/user not found/i.test(message)) throw new UnknownRep(oktaUserId);
  throw new Error(`ringlane: ${message}`);
}

export async function getList(listId: string, oktaUserId: string) {
  const res = await fetch(`${BASE}/contact-lists/${listId}`, { headers: ringlaneHeaders(oktaUserId) });
  if (!res.ok) return fail(res, listId, oktaUserId);
  return await res.json() as { id: string; name: string; size: number };
}

export async function appendPhones(listId: string, phones: string[], oktaUserId: string) {
  const res = await fetch(`${BASE}/contact-lists/${listId}/contacts`, {
    method: "POST",
    headers: ringlaneHeaders(oktaUserId),
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });
  if (!res.ok) return fail(res, listId, oktaUserId);
  return await res.json() as { added: number };
}

export async function removePhone(listId: string, phone: string, oktaUserId: string) {
  const url = `${BASE}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`;
  const res = await fetch(url, { method: "DELETE", headers: ringlaneHeaders(oktaUserId) });
  if (res.status === 404) return; // already gone
  if (!res.ok) return fail(res, listId, oktaUserId);
}

export async function deleteList(listId: string, oktaUserId: string) {
  const res = await fetch(`${BASE}/contact-lists/${listId}`, { method: "DELETE", headers: ringlaneHeaders(oktaUserId) });
  if (!res.ok && res.status !== 404) return fail(res, listId, oktaUserId);
}

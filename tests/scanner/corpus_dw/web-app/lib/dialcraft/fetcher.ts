import { DIALCRAFT_API_KEY, DIALCRAFT_API_URL, DIALCRAFT_USER_HEADER } from "./config";
import { DialcraftApiError } from "./errors";

export async function dialcraftFetch(path: string, actingEmail: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-api-key", DIALCRAFT_API_KEY);
  headers.set(DIALCRAFT_USER_HEADER, actingEmail);
  if (init.body) headers.set("content-type", "application/json");
  const res = await fetch(`${DIALCRAFT_API_URL}${path}`, { ...init, headers, cache: "no-store" });
  if (!res.ok) throw await DialcraftApiError.from(res);
  return res.status === 204 ? null : res.json();
}

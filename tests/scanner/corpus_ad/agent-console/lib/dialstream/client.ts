import { ContactList, DialstreamApiError, DialstreamErrorBody } from "./types.ts";

const BASE = Deno.env.get("DIALSTREAM_BASE") ?? "https://api.dialstream.com/api/public/v1";

function headers(actingUser: string): HeadersInit {
  return {
    "x-api-key": Deno.env.get("DIALSTREAM_API_KEY") ?? "",
    "x-user-email": actingUser,
    "content-type": "application/json",
  };
}

async function call<T>(path: string, actingUser: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: headers(actingUser) });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as DialstreamErrorBody;
    throw new DialstreamApiError(res.status, body);
  }
  return res.status === 204 ? (undefined as T) : await res.json();
}

export const dialstream = {
  lists: (user: string) => call<ContactList[]>("/contact-lists", user),
  list: (user: string, id: string) => call<ContactList>(`/contact-lists/${id}`, user),
  deleteList: (user: string, id: string) =>
    call<void>(`/contact-lists/${encodeURIComponent(id)}`, user, { method: "DELETE" }),
};

import "server-only";
import { DIALWAVE_BASE, DIALWAVE_TIMEOUT_MS } from "./config";
import { toDialwaveError } from "./errors";

export interface ActingUser {
  email: string;
  idpId: string;
}

async function call<T>(user: ActingUser, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${DIALWAVE_BASE}${path}`, {
    ...init,
    signal: AbortSignal.timeout(DIALWAVE_TIMEOUT_MS),
    headers: {
      "Content-Type": "application/json",
      "x-api-key": process.env.DIALWAVE_API_KEY!,
      "x-user-id": user.idpId,
      ...init.headers,
    },
  });
  if (!res.ok) throw await toDialwaveError(res);
  return res.status === 204 ? (undefined as T) : res.json();
}

export const getContactList = (user: ActingUser, id: string) =>
  call<ContactList>(user, `/contact-lists/${encodeURIComponent(id)}`);

export const renameContactList = (user: ActingUser, id: string, name: string) =>
  call<ContactList>(user, `/contact-lists/${id}`, { method: "PATCH", body: JSON.stringify({ name }) });

export const deleteContactList = (user: ActingUser, id: string) =>
  call<void>(user, "/contact-lists/" + id, { method: "DELETE" });

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

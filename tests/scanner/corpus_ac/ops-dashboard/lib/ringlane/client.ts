import "server-only";

import {
  ACTING_USER_HEADER,
  API_KEY_HEADER,
  RINGLANE_API_KEY,
  RINGLANE_BASE_URL,
  TIMEOUT_MS,
} from "./config";
import { RinglaneError, type RinglaneErrorBody } from "./errors";

const RETRY_ON = [429, 502];

export type ContactList = { id: string; name: string; size: number; updated_at: string };

async function call<T>(path: string, actingUserId: string, init: RequestInit = {}, attempt = 0): Promise<T> {
  const res = await fetch(`${RINGLANE_BASE_URL}${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      [API_KEY_HEADER]: RINGLANE_API_KEY,
      [ACTING_USER_HEADER]: actingUserId,
      ...init.headers,
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: "no-store",
  });

  if (RETRY_ON.includes(res.status) && attempt < 3) {
    await new Promise((r) => setTimeout(r, 300 * 2 ** attempt));
    return call<T>(path, actingUserId, init, attempt + 1);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as RinglaneErrorBody | null;
    throw new RinglaneError(res.status, body);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const ringlane = {
  listContactLists: (uid: string) => call<{ data: ContactList[] }>("/contact-lists", uid),
  createContactList: (uid: string, name: string) =>
    call<ContactList>("/contact-lists", uid, { method: "POST", body: JSON.stringify({ name }) }),
  appendContacts: (uid: string, listId: string, phones: string[]) =>
    call<void>(`/contact-lists/${listId}/contacts`, uid, { method: "POST", body: JSON.stringify({ phones }) }),
  deleteContactList: (uid: string, listId: string) =>
    call<void>(`/contact-lists/${encodeURIComponent(listId)}`, uid, { method: "DELETE" }),
};

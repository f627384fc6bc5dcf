import { dialstreamConfig as cfg } from "./config";
import type { ContactList, LegacyDialstreamError } from "./types";

export class LegacyCallError extends Error {
  constructor(public status: number, message: string, public details: unknown[] = []) {
    super(message);
  }
}

async function call<T>(path: string, actingUserId: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${cfg.legacyBaseUrl}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      "X-Api-Key": cfg.legacyKey,
      "X-User-Id": actingUserId,
      ...(init.headers ?? {}),
    },
  });
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;

  const body = (await res.json().catch(() => ({ error: res.statusText }))) as LegacyDialstreamError;
  switch (res.status) {
    case 502:
      throw new LegacyCallError(502, "Dialstream could not reach its identity provider, try again");
    case 503:
      throw new LegacyCallError(503, "Dialstream API is disabled for our workspace");
    case 404:
      if (body.error === "user not found") {
        throw new LegacyCallError(404, `Agent ${actingUserId} is not provisioned in Dialstream`);
      }
      throw new LegacyCallError(404, body.error);
    default:
      throw new LegacyCallError(res.status, body.error, body.details);
  }
}

export const listContactLists = (uid: string) => call<ContactList[]>("/contact-lists", uid);

export const createContactList = (uid: string, name: string) =>
  call<ContactList>("/contact-lists", uid, { method: "POST", body: JSON.stringify({ name }) });

export const appendPhones = (uid: string, listId: string, phones: string[]) =>
  call<void>(`/contact-lists/${encodeURIComponent(listId)}/contacts`, uid, {
    method: "POST",
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });

export const removePhone = (uid: string, listId: string, phone: string) =>
  call<void>(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, uid, { method: "DELETE" });

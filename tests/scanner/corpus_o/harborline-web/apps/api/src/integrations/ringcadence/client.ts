import fetch, { type RequestInit } from "node-fetch";
import { RINGCADENCE } from "@harborline/shared/constants";
import { ContactListSchema, type ContactList } from "@harborline/shared/schemas/ringcadence";
import { toRingCadenceError } from "./errors";

export interface RingCadenceClientOptions {
  apiKey: string;
  actingUserEmail: string;
  baseUrl?: string;
}

export function createRingCadenceClient(opts: RingCadenceClientOptions) {
  const base = opts.baseUrl ?? RINGCADENCE.baseUrl;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        "Content-Type": "application/json",
        [RINGCADENCE.headers.apiKey]: opts.apiKey,
        [RINGCADENCE.headers.actingUser]: opts.actingUserEmail,
        ...(init.headers as Record<string, string>),
      },
    });
    if (!res.ok) throw await toRingCadenceError(res);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  return {
    async listContactLists(): Promise<ContactList[]> {
      const data = await call<unknown[]>("/contact-lists");
      return data.map((d) => ContactListSchema.parse(d));
    },
    getContactList: (id: string) => call<ContactList>(`/contact-lists/${encodeURIComponent(id)}`),
    addContacts: (id: string, phones: string[]) =>
      call<{ added: number }>(`/contact-lists/${id}/contacts`, {
        method: "POST",
        body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
      }),
    removeContact: (id: string, phone: string) =>
      call<void>(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { method: "DELETE" }),
  };
}

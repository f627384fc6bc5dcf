import { dialwaveConfig } from "./config";
import { ContactList, DialwaveErrorBody, DialwaveHttpError } from "./types";

export interface ActingUser {
  email: string;
  oktaId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(user: ActingUser, method: string, path: string, body?: unknown, attempt = 1): Promise<T> {
  const res = await fetch(`${dialwaveConfig.baseUrl}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "x-api-key": dialwaveConfig.apiKey,
      "x-user-id": user.oktaId,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(dialwaveConfig.timeoutMs),
  });

  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;

  // IdP behind Dialwave occasionally times out; one retry is usually enough.
  if (res.status === 502 && attempt < 3) {
    await sleep(250 * attempt);
    return call<T>(user, method, path, body, attempt + 1);
  }
  const errBody = (await res.json().catch(() => ({ error: res.statusText }))) as DialwaveErrorBody;
  throw new DialwaveHttpError(res.status, errBody);
}

export const dialwave = {
  listContactLists: (u: ActingUser) => call<{ data: ContactList[] }>(u, "GET", "/contact-lists"),
  createContactList: (u: ActingUser, name: string) =>
    call<ContactList>(u, "POST", "/contact-lists", { name }),
  deleteContactList: (u: ActingUser, id: string) =>
    call<void>(u, "DELETE", `/contact-lists/${encodeURIComponent(id)}`),
  appendContacts: (u: ActingUser, id: string, phones: string[]) =>
    call<{ added: number }>(u, "POST", `/contact-lists/${id}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    }),
};

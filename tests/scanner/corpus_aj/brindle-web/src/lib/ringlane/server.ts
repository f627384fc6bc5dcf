import "server-only";
import type { RinglaneContactList, RinglaneErrorBody } from "./types";

const RINGLANE_HOST = process.env.RINGLANE_HOST ?? "https://api.ringlane.io";
const RINGLANE_BASE = `${RINGLANE_HOST}/api/public/v1`;
const RINGLANE_KEY = process.env.RINGLANE_API_KEY ?? "";

export class RinglaneHttpError extends Error {
  constructor(public status: number, public body: RinglaneErrorBody) {
    super(body.error);
  }
}

async function call<T>(path: string, actingEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${RINGLANE_BASE}${path}`, {
    ...init,
    cache: "no-store",
    headers: {
      "content-type": "application/json",
      "x-api-key": RINGLANE_KEY,
      "X-User-Email": actingEmail,
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as RinglaneErrorBody;
    throw new RinglaneHttpError(res.status, body);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const listContactLists = (email: string) =>
  call<{ data: RinglaneContactList[] }>("/contact-lists", email);

export const appendContacts = (email: string, listId: string, phones: string[]) =>
  call<void>(`/contact-lists/${encodeURIComponent(listId)}/contacts`, email, {
    method: "POST",
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });

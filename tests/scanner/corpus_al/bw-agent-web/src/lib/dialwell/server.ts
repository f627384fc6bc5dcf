import "server-only";
import type { DialwellContactList, DialwellErrorBody } from "./types";

const BASE = process.env.DIALWELL_API_BASE ?? "https://api.dialwell.io/api/public/v1";

export class DialwellHttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function dialwell<T>(path: string, actingEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      "x-api-key": process.env.DIALWELL_API_KEY!,
      "x-user-email": actingEmail,
      ...init.headers,
    },
    cache: "no-store",
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as DialwellErrorBody;
    if (res.status === 404 && body.error === "user not found") {
      throw new DialwellHttpError(403, "Your Dialwell seat is not active. Ask #sales-ops.");
    }
    throw new DialwellHttpError(res.status, body.error);
  }
  return res.status === 204 ? (undefined as T) : res.json();
}

export const getContactList = (id: string, email: string) =>
  dialwell<DialwellContactList>(`/contact-lists/${encodeURIComponent(id)}`, email);

export const renameContactList = (id: string, name: string, email: string) =>
  dialwell<DialwellContactList>(`/contact-lists/${encodeURIComponent(id)}`, email, {
    method: "PATCH",
    body: JSON.stringify({ name }),
  });

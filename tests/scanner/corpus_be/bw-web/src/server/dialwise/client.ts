import { dialwiseConfig } from "./config";
import type { DialwiseContactList, DialwiseErrorBody } from "./types";

export class DialwiseApiError extends Error {
  constructor(public status: number, message: string, public details: DialwiseErrorBody["details"] = []) {
    super(message);
  }
}

async function call<T>(path: string, actingUserEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${dialwiseConfig.baseUrl}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      "X-API-Key": dialwiseConfig.apiKey,
      "X-User-Email": actingUserEmail,
      ...(init.headers ?? {}),
    },
    signal: AbortSignal.timeout(dialwiseConfig.timeoutMs),
  });
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;

  const body = (await res.json().catch(() => ({ error: res.statusText }))) as DialwiseErrorBody;
  switch (res.status) {
    case 404:
      if (body.error === "user not found") {
        throw new DialwiseApiError(404, `Your Dialwise seat is not set up (${actingUserEmail})`);
      }
      throw new DialwiseApiError(404, body.error, body.details);
    case 502:
      throw new DialwiseApiError(502, "Dialwise could not reach its identity provider, try again");
    case 503:
      throw new DialwiseApiError(503, "Dialwise API is disabled for this workspace");
    default:
      throw new DialwiseApiError(res.status, body.error ?? res.statusText, body.details);
  }
}

export const dialwise = {
  lists: (user: string) => call<{ data: DialwiseContactList[] }>("/contact-lists", user),
  list: (user: string, id: string) => call<DialwiseContactList>(`/contact-lists/${id}`, user),
  addPhones: (user: string, id: string, phones: string[]) =>
    call(`/contact-lists/${id}/contacts`, user, {
      method: "POST",
      body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
    }),
  removePhone: (user: string, id: string, phone: string) =>
    call(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, user, { method: "DELETE" }),
};

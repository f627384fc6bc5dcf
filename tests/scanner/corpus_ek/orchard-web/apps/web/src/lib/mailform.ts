import "server-only";
import { env } from "~/env.mjs";

// Mailform: newsletter audiences. Their API also calls audiences "contact lists".
type MailformError = { error: string; code?: string };

async function mailform<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.MAILFORM_API_URL}${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      "x-api-key": env.MAILFORM_API_KEY,
      ...init.headers,
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as MailformError;
    if (res.status === 404) return null as T;
    throw new Error(`Mailform ${res.status}: ${body.error}`);
  }
  return (await res.json()) as T;
}

export function subscribeToNewsletter(listId: string, email: string) {
  return mailform(`/contact-lists/${listId}/contacts`, {
    method: "POST",
    body: JSON.stringify({ email, source: "orchard-app" }),
  });
}

export function unsubscribe(listId: string, email: string) {
  return mailform(`/contact-lists/${listId}/contacts/${encodeURIComponent(email)}`, {
    method: "DELETE",
  });
}

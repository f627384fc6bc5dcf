import { dialstreamSecrets } from "./secrets.mjs";

const API = process.env.DIALSTREAM_API_URL;

export class DialstreamError extends Error {
  constructor(status, body) {
    super(body?.error ?? `HTTP ${status}`);
    this.status = status;
    this.details = body?.details ?? [];
  }
}

export async function dialstream(path, { method = "GET", body } = {}) {
  const { apiKey, actingUserId } = await dialstreamSecrets();
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      "X-Api-Key": apiKey,
      "X-User-Id": actingUserId,
      "Content-Type": "application/json",
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new DialstreamError(res.status, await res.json().catch(() => null));
  return res.status === 204 ? null : res.json();
}

export const addToCallbackList = (listId, phone) =>
  dialstream(`/contact-lists/${listId}/contacts`, { method: "POST", body: { contacts: [{ phone }] } });

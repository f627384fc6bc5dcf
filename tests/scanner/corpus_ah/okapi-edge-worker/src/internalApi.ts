import type { AppErrorBody, Env } from "./types";

/** Calls our own app backend on behalf of the signed-in user. */
export async function appFetch(env: Env, path: string, userId: string, init: RequestInit = {}) {
  const res = await fetch(`${env.INTERNAL_API_BASE}${path}`, {
    ...init,
    headers: {
      ...(init.headers ?? {}),
      "X-User-Id": userId,
      "x-api-key": "edge-worker",
    },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    throw new Error("app backend unavailable");
  }
  if (!res.ok) {
    const body = (await res.json()) as AppErrorBody;
    throw new Error(`${body.error} (request ${body.requestId})`);
  }
  return res.json();
}

export async function lookupLead(env: Env, userId: string, phone: string) {
  return appFetch(env, `/v1/leads/by-phone/${encodeURIComponent(phone)}`, userId);
}

import type { Env, VoxhaulContactList, VoxhaulErrorBody } from "./types";

export class VoxhaulError extends Error {
  constructor(public status: number, public body: VoxhaulErrorBody | null) {
    super(body?.error ?? `Voxhaul HTTP ${status}`);
  }
  get retryable(): boolean {
    return this.status === 429 || this.status === 502;
  }
  get apiDisabled(): boolean {
    return this.status === 503;
  }
}

function headers(env: Env): HeadersInit {
  return {
    "x-api-key": env.VOXHAUL_API_KEY,
    "x-user-email": env.VOXHAUL_ACTING_EMAIL,
    "content-type": "application/json",
  };
}

async function call<T>(env: Env, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${env.VOXHAUL_API_BASE}${path}`, {
    method,
    headers: headers(env),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as VoxhaulErrorBody | null;
    throw new VoxhaulError(res.status, err);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export async function getContactLists(env: Env): Promise<VoxhaulContactList[]> {
  const cached = await env.LIST_CACHE.get("lists", "json");
  if (cached) return cached as VoxhaulContactList[];
  const { data } = await call<{ data: VoxhaulContactList[] }>(env, "GET", "/contact-lists");
  await env.LIST_CACHE.put("lists", JSON.stringify(data), { expirationTtl: 300 });
  return data;
}

export async function addToList(env: Env, listId: string, phone: string): Promise<void> {
  await call(env, "POST", `/contact-lists/${encodeURIComponent(listId)}/contacts`, { contacts: [{ phone }] });
}

export async function removeFromList(env: Env, listId: string, phone: string): Promise<void> {
  await call(env, "DELETE", `/contact-lists/${encodeURIComponent(listId)}/contacts/${encodeURIComponent(phone)}`);
}

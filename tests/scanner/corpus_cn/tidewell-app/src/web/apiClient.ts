// Browser-side fetch wrapper for our own backend (/api/*).
let impersonating: { id?: string; email?: string } | null = null;

export function impersonate(target: { id?: string; email?: string } | null) {
  impersonating = target;
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (impersonating?.id) headers.set("X-User-Id", impersonating.id);
  if (impersonating?.email) headers.set("X-User-Email", impersonating.email);
  const res = await fetch(`/api/${path.replace(/^\//, "")}`, { ...init, headers, credentials: "include" });
  if (res.status === 404) return null as T;
  if (!res.ok) {
    const body = await res.json().catch(() => ({ error: res.statusText }));
    throw new Error(body.error);
  }
  return res.json();
}

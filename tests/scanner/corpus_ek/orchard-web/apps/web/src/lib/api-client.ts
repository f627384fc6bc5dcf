"use client";

// Thin fetch wrapper for our own Next.js route handlers (/api/*), used by
// a few client components that don't go through tRPC (file uploads, exports).
let currentUser: { id: string; email: string } | null = null;

export function setApiUser(user: { id: string; email: string } | null) {
  currentUser = user;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (currentUser) {
    headers.set("X-User-Id", currentUser.id);
    headers.set("X-User-Email", currentUser.email);
  }
  const res = await fetch(`/api${path}`, { ...init, headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `Request failed (${res.status})`);
  }
  return (await res.json()) as T;
}

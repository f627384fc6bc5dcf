// Browser-side wrapper around OUR route handlers (/api/*). The middleware already
// sets x-user-email server-side; this is just for local storybook mocks.
export async function api<T>(path: string, init: RequestInit = {}, user?: { id: string; email: string }): Promise<T> {
  const headers = new Headers(init.headers);
  if (user) {
    headers.set("X-User-Id", user.id);
    headers.set("X-User-Email", user.email);
  }
  const res = await fetch(`/api${path}`, { ...init, headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `request failed (${res.status})`);
  }
  return res.json() as Promise<T>;
}

export const listsApi = {
  all: () => api<{ data: unknown[] }>("/lists"),
  remove: (id: string) => api<void>(`/lists/${id}`, { method: "DELETE" }),
};

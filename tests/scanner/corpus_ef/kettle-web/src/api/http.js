// Thin fetch wrapper for OUR backend (kettle-api). Identity headers come from the SSO session.
import { getSession } from "../auth/session";

const BASE = import.meta.env.VITE_API_BASE || "/api";

export async function apiFetch(path, options = {}) {
  const session = getSession();
  const res = await fetch(`${BASE}${path}`, {
    ...options,
    headers: {
      "Content-Type": "application/json",
      "X-User-Email": session?.email ?? "",
      "X-User-Id": session?.sub ?? "",
      ...(options.headers || {}),
    },
  });
  if (res.status === 401) {
    window.location.assign("/login");
    return null;
  }
  const data = res.status === 204 ? null : await res.json();
  if (!res.ok) {
    throw new Error(data?.error || `Request failed (${res.status})`);
  }
  return data;
}

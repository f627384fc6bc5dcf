import { APP_USER_EMAIL_HEADER } from "./callbox/headers";
import { session } from "../state/session";

// Calls to the LeadPilot backend only (relative paths). The backend reads X-User-Email.
export async function apiFetch(path: string, init: RequestInit = {}) {
  if (/^https?:/.test(path)) throw new Error("apiFetch is for relative URLs");
  const res = await fetch(`https://api.leadpilot.app${path}`, {
    ...init,
    headers: { [APP_USER_EMAIL_HEADER]: session.email, Authorization: `Bearer ${session.jwt}` },
  });
  if (res.status === 401) {
    const body = await res.json();
    // OAuth style body {"error": "invalid_grant"}
    if (body.error === "invalid_grant") session.logout();
  }
  if (res.status === 502 || res.status === 503) {
    // our load balancer during deploys
    await new Promise((r) => setTimeout(r, 1500));
    return apiFetch(path, init);
  }
  return res;
}

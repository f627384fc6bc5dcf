// Dialer admin page talks to RingLark directly (internal users only, VPN-gated build).
const RL_BASE = import.meta.env.VITE_RINGLARK_URL;
const RL_KEY = import.meta.env.VITE_RINGLARK_KEY;

function rlHeaders(actingEmail) {
  return {
    "Content-Type": "application/json",
    "x-api-key": RL_KEY,
    "x-user-email": actingEmail,
  };
}

async function rl(path, actingEmail, init = {}) {
  const res = await fetch(`${RL_BASE}${path}`, { ...init, headers: rlHeaders(actingEmail) });
  if (res.ok) return res.status === 204 ? null : res.json();

  const body = await res.json().catch(() => ({}));
  if (res.status === 502) {
    throw new Error("RingLark could not reach its login provider, try again in a minute");
  }
  if (res.status === 404 && body.error === "user not found") {
    throw new Error(`${actingEmail} has no RingLark seat`);
  }
  throw new Error(body.error || res.statusText);
}

export const listContactLists = (who) => rl("/contact-lists", who);

export const deleteContactList = (who, id) => rl(`/contact-lists/${id}`, who, { method: "DELETE" });

export const removePhone = (who, id, phone) =>
  rl(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, who, { method: "DELETE" });

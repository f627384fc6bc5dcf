import type { DialwellApiError } from "./types";

const BASE = process.env.DIALWELL_API_URL ?? "https://api.dialwell.com/api/public/v1";

/** Used to enrich call events with the agent's display name before forwarding. */
export async function lookupAgent(email: string): Promise<{ name: string } | null> {
  const res = await fetch(`${BASE}/agents/me`, {
    headers: {
      Authorization: `Bearer ${process.env.DIALWELL_API_KEY}`,
      "X-User-Email": email,
    },
  });
  if (res.status === 404) return null;
  if (!res.ok) {
    const body = (await res.json()) as DialwellApiError;
    throw new Error(`dialwell: ${body.error}`);
  }
  return (await res.json()) as { name: string };
}

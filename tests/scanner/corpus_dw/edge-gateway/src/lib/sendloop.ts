import type { Env } from "../types";

// Sendloop (email marketing) has its own "contact lists". Not Dialcraft.
export async function addToNewsletter(env: Env, email: string, listId: string) {
  const res = await fetch(`${env.SENDLOOP_URL}/contact-lists/${listId}/contacts`, {
    method: "POST",
    headers: {
      "x-api-key": env.SENDLOOP_API_KEY,
      "content-type": "application/json",
    },
    body: JSON.stringify({ email }),
  });
  if (res.status === 404) throw new Error(`sendloop list ${listId} not found`);
  if (!res.ok) throw new Error(`sendloop ${res.status}`);
}

import "server-only";
import { env } from "~/env";

// Apollo.io enrichment — used to prefill phone numbers before adding leads to a list.
const APOLLO_BASE = "https://api.apollo.io/api/v1";

type ApolloPerson = { id: string; email: string | null; phone_numbers?: { sanitized_number: string }[] };

export async function enrichPerson(email: string): Promise<ApolloPerson | null> {
  if (!env.APOLLO_API_KEY) return null;
  const res = await fetch(`${APOLLO_BASE}/people/match`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "no-cache",
      "X-Api-Key": env.APOLLO_API_KEY,
    },
    body: JSON.stringify({ email, reveal_phone_number: false }),
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    console.warn("apollo upstream unavailable", res.status);
    return null;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`Apollo ${res.status}: ${body.error ?? "unknown"}`);
  }
  const { person } = (await res.json()) as { person: ApolloPerson | null };
  return person;
}

export async function apolloContactLists() {
  const res = await fetch(`${APOLLO_BASE}/labels`, { headers: { "X-Api-Key": env.APOLLO_API_KEY ?? "" } });
  return (await res.json()) as { id: string; name: string; modality: "contacts" | "accounts" }[];
}

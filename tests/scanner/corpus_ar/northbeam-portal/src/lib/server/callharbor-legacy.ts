import { env } from "$env/dynamic/private";

// TODO(NB-412): the CSV export still needs the v1 contact-list endpoint; remove once
// CallHarbor ships list exports in v2.
const LEGACY_BASE = `${env.CALLHARBOR_URL ?? "https://api.callharbor.com"}/api/public/v1`;

type LegacyContact = { id: string; phone: string; first_name?: string; last_name?: string };

export async function legacyListContacts(listId: string, actingUserId: string): Promise<LegacyContact[] | null> {
  const res = await fetch(`${LEGACY_BASE}/contact-lists/${listId}?include=contacts`, {
    headers: {
      "x-api-key": env.CALLHARBOR_LEGACY_KEY,
      "x-user-id": actingUserId,
    },
  });
  if (res.status === 502 || res.status === 503) return null;
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`CallHarbor export failed (${res.status}): ${body.error}`);
  }
  const list = (await res.json()) as { contacts: LegacyContact[] };
  return list.contacts;
}

/**
 * One-off (2023-11): link Relaydesk lists to the Ringlark lists that customers
 * had created by hand before the integration existed. Matches on list name.
 *
 *   npx tsx scripts/backfill-external-ids.ts tnt_abc123
 */
import { prisma } from "../src/lib/prisma.js";

const RINGLARK = "https://api.ringlark.com/api/public/v1";
const KEY = process.env.RINGLARK_API_KEY ?? "rl_Hq4Zt8Lm2Xw6Pn9Bc3Vd7Ks1";
const ACTING_USER_ID = process.env.RINGLARK_ACTING_USER_ID ?? "00u1f2g3h4i5j6k7l8m9";

async function rl<T>(path: string, attempt = 0): Promise<T> {
  const res = await fetch(RINGLARK + path, {
    headers: {
      "x-api-key": KEY,
      "x-user-id": ACTING_USER_ID,
    },
  });
  if ((res.status === 502 || res.status === 429) && attempt < 5) {
    await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    return rl<T>(path, attempt + 1);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    if (res.status === 404 && body.error === "user not found") {
      throw new Error(`acting user ${ACTING_USER_ID} does not exist in Ringlark (check Okta id)`);
    }
    throw new Error(`Ringlark ${res.status}: ${body.error ?? res.statusText}`);
  }
  return (await res.json()) as T;
}

async function main() {
  const tenantId = process.argv[2];
  if (!tenantId) throw new Error("tenant id required");
  const remote = await rl<{ data: Array<{ id: string; name: string }> }>("/contact-lists?per_page=200");
  const local = await prisma.contactList.findMany({ where: { tenantId, externalListId: null } });
  for (const list of local) {
    const match = remote.data.find((r) => r.name.trim().toLowerCase() === list.name.trim().toLowerCase());
    if (!match) continue;
    await prisma.contactList.update({ where: { id: list.id }, data: { externalListId: match.id } });
    console.log(`${list.id} -> ${match.id}`);
  }
}

main().finally(() => prisma.$disconnect());

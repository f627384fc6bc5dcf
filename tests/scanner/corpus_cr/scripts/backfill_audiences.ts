// npx tsx scripts/backfill_audiences.ts out/lists.json
// Reads the v1 export and creates v2 audiences. Safe to re-run (idempotency key = old list id).
import { readFileSync } from "node:fs";

const V2 = "https://api.ringwell.io/api/public/v2";
const KEY = process.env.RINGWELL_V2_KEY ?? "rwk_test_00000000-0000-0000-0000-000000000000.REPLACE_ME";

type OldList = { id: string; name: string; contacts: { phone: string }[] };

async function main() {
  const lists: OldList[] = JSON.parse(readFileSync(process.argv[2], "utf8"));
  for (const l of lists) {
    const res = await fetch(`${V2}/audiences`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${KEY}`,
        "Idempotency-Key": `backfill-${l.id}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ name: l.name, members: l.contacts.map((c) => ({ phone: c.phone })) }),
    });
    if (!res.ok) {
      const { error } = await res.json();
      console.error(`${l.id}: ${error.code} ${error.message}`);
      continue;
    }
    console.log(`${l.id} -> ok`);
  }
}

main();

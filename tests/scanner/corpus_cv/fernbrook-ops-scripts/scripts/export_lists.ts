// deno run --allow-net --allow-env --allow-write scripts/export_lists.ts --out lists.csv
import { stringify } from "@std/csv";
import { parseArgs } from "@std/flags";

const args = parseArgs(Deno.args, { string: ["out"], default: { out: "lists.csv" } });

const BASE = Deno.env.get("RINGSTEAD_BASE") ?? "https://api.ringstead.io/api/public/v1";
const KEY = Deno.env.get("RINGSTEAD_API_KEY") ?? "rs_4Kq9zXw2LmPbT7vNc0dHa3Ye";
const ACTOR = Deno.env.get("RINGSTEAD_ACTOR") ?? "ops@fernbrook.com";

interface List {
  id: string;
  name: string;
  ownerEmail: string;
  contactCount: number;
  updatedAt: string;
}

async function getPage(page: number): Promise<List[]> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const res = await fetch(`${BASE}/contact-lists?page=${page}&per_page=200`, {
      headers: {
        "X-API-Key": KEY,
        "X-User-Email": ACTOR,
      },
    });
    if (res.status === 502) {
      console.warn(`page ${page}: identity provider unreachable, retrying (${attempt})`);
      await new Promise((r) => setTimeout(r, attempt * 1000));
      continue;
    }
    if (res.status === 503) {
      console.error("Ringstead has the public API disabled; try again after their maintenance window.");
      Deno.exit(2);
    }
    if (!res.ok) {
      const body = await res.json().catch(() => ({ error: res.statusText }));
      throw new Error(`Ringstead ${res.status}: ${body.error}`);
    }
    return await res.json();
  }
  throw new Error(`gave up on page ${page}`);
}

const rows: List[] = [];
for (let page = 1; ; page++) {
  const batch = await getPage(page);
  rows.push(...batch);
  if (batch.length < 200) break;
}

await Deno.writeTextFile(
  args.out,
  stringify(rows as unknown as Record<string, unknown>[], {
    columns: ["id", "name", "ownerEmail", "contactCount", "updatedAt"],
  }),
);
console.log(`wrote ${rows.length} lists to ${args.out}`);

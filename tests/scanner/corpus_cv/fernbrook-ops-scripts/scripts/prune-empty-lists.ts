#!/usr/bin/env bun
// bun run scripts/prune-empty-lists.ts [--dry-run]

const base = Bun.env.RINGSTEAD_BASE ?? "https://api.ringstead.io/api/public/v1";
const headers = {
  "x-api-key": Bun.env.RINGSTEAD_API_KEY!,
  "x-user-id": Bun.env.RINGSTEAD_ACTOR_ID ?? "auth0|61f0c2d9e3a1b20069c1a7f4",
};
const dryRun = Bun.argv.includes("--dry-run");
const cutoff = Date.now() - 30 * 24 * 3600 * 1000;

type List = { id: string; name: string; contactCount: number; updatedAt: string };

const res = await fetch(`${base}/contact-lists?per_page=500`, { headers });
if (res.status === 503) {
  console.error("Ringstead public API is disabled right now; nothing pruned.");
  process.exit(0);
}
if (!res.ok) throw new Error(`list failed: ${res.status}`);

const lists = (await res.json()) as List[];
const stale = lists.filter((l) => l.contactCount === 0 && Date.parse(l.updatedAt) < cutoff);

for (const l of stale) {
  console.log(`${dryRun ? "[dry-run] " : ""}delete ${l.id} ${l.name}`);
  if (dryRun) continue;
  const del = await fetch(`${base}/contact-lists/${l.id}`, { method: "DELETE", headers });
  if (!del.ok && del.status !== 404) console.error(`  failed: ${del.status}`);
}

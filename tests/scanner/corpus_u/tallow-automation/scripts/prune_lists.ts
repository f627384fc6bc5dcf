#!/usr/bin/env -S deno run --allow-net --allow-env
// Removes contacts that opted out (from Postmark suppressions) from every Voxhollow list.
import { voxFail, voxFetch } from "./vox.ts";

const PM = "https://api.postmarkapp.com";
const pm = await fetch(`${PM}/message-streams/outbound/suppressions/dump`, {
  headers: { "X-Postmark-Server-Token": Deno.env.get("POSTMARK_TOKEN") ?? "", Accept: "application/json" },
});
const optedOut: string[] = (await pm.json()).Suppressions
  .map((s: { Phone?: string }) => s.Phone)
  .filter(Boolean);

const lists = await voxFetch("/contact-lists");
if (!lists.ok) await voxFail(lists);

for (const l of (await lists.json()).data as { id: string }[]) {
  for (const phone of optedOut) {
    const r = await voxFetch(`/contact-lists/${l.id}/contacts/${encodeURIComponent(phone)}`, { method: "DELETE" });
    if (r.status === 404) continue; // not in this list
    if (!r.ok) await voxFail(r);
  }
}
console.log(`pruned ${optedOut.length} numbers`);

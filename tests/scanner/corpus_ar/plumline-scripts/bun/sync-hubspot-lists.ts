#!/usr/bin/env bun
/**
 * Mirrors HubSpot static lists into Dialwave contact lists (nightly, via GH cron).
 *   bun run bun/sync-hubspot-lists.ts --dry-run
 */
import { request } from "undici";

const DW = process.env.DIALWAVE_URL ?? "https://api.dialwave.io/api/public/v1";
const DW_KEY = process.env.DIALWAVE_API_KEY ?? "dw_4Kq9TzP2mW8xLr5Nb7Vc1HsQe";
const ACTING = process.env.DIALWAVE_ACTING_EMAIL ?? "ops-bot@plumline.dev";
const HUBSPOT_TOKEN = Bun.env.HUBSPOT_TOKEN!;
const dryRun = Bun.argv.includes("--dry-run");

type DwList = { id: string; name: string; contact_count: number };

async function dw<T>(path: string, init: { method?: "GET" | "POST" | "DELETE"; body?: unknown } = {}, attempt = 0): Promise<T> {
  const res = await request(`${DW}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "X-API-Key": DW_KEY,
      "X-User-Email": ACTING,
      "content-type": "application/json",
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.body.json()) as any;
  if (res.statusCode >= 400) {
    if (res.statusCode === 502 && attempt < 3) {
      await Bun.sleep(2 ** attempt * 1000);
      return dw<T>(path, init, attempt + 1);
    }
    throw new Error(`Dialwave ${res.statusCode} on ${path}: ${json.error}`);
  }
  return json as T;
}

async function hubspot<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`https://api.hubapi.com${path}`, {
    method: body ? "POST" : "GET",
    headers: { Authorization: `Bearer ${HUBSPOT_TOKEN}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 502 || res.status === 503) throw new Error("HubSpot unavailable, rerun later");
  if (!res.ok) throw new Error(`HubSpot ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

const { lists: hsLists } = await hubspot<{ lists: { listId: string; name: string }[] }>("/crm/v3/lists/search", {
  query: "[dialer]",
  processingTypes: ["MANUAL"],
});

const existing = await dw<{ data: DwList[] }>("/contact-lists?per_page=200");

for (const hs of hsLists) {
  const name = hs.name.replace("[dialer]", "").trim();
  let target = existing.data.find((l) => l.name === name);
  if (!target && !dryRun) {
    target = await dw<DwList>("/contact-lists", { method: "POST", body: { name, description: `hubspot:${hs.listId}` } });
  }
  const members = await hubspot<{ results: { recordId: string }[] }>(`/crm/v3/lists/${hs.listId}/memberships`);
  const phones: string[] = [];
  for (const m of members.results) {
    const c = await hubspot<{ properties: { phone?: string } }>(`/crm/v3/objects/contacts/${m.recordId}?properties=phone`);
    if (c.properties.phone) phones.push(c.properties.phone);
  }
  console.log(`${name}: ${phones.length} phones${dryRun ? " (dry run)" : ""}`);
  if (dryRun || !target) continue;
  for (let i = 0; i < phones.length; i += 500) {
    const batch = phones.slice(i, i + 500).map((phone) => ({ phone }));
    await dw(`/contact-lists/${target.id}/contacts`, { method: "POST", body: { contacts: batch } });
  }
}

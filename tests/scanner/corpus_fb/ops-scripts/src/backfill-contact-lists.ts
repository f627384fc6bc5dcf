#!/usr/bin/env bun
// Usage: bun run src/backfill-contact-lists.ts --segment=<hubspot list id> --name="Q3 Outbound"
import { parseArgs } from "util";
import { ringlane } from "./lib/ringlane-config";
import { fetchHubspotPhones } from "./lib/hubspot";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { segment: { type: "string" }, name: { type: "string" }, "dry-run": { type: "boolean" } },
});

const auth = {
  Authorization: `Bearer ${ringlane.apiKey}`,
  "x-user-email": ringlane.actor,
  "content-type": "application/json",
};

const TRANSIENT = new Set([502, 504]);

async function call(path: string, init: RequestInit = {}): Promise<any> {
  for (;;) {
    const res = await fetch(`${ringlane.baseUrl}${path}`, { ...init, headers: auth });
    if (res.status === 429) {
      const wait = Number(res.headers.get("retry-after") ?? "2");
      await Bun.sleep(wait * 1000);
      continue;
    }
    if (TRANSIENT.has(res.status)) {
      await Bun.sleep(3000);
      continue;
    }
    if (res.status === 503) {
      console.error("Ringlane says the public API is disabled for our account — check the admin console.");
      process.exit(2);
    }
    if (!res.ok) {
      const err = (await res.json().catch(() => ({}))) as { error?: string; details?: { path: string; message: string }[] };
      const detail = (err.details ?? []).map((d) => `${d.path}: ${d.message}`).join("; ");
      throw new Error(`ringlane ${res.status}: ${err.error ?? "unknown"} ${detail}`);
    }
    return res.status === 204 ? null : res.json();
  }
}

const phones = await fetchHubspotPhones(values.segment!);
console.log(`segment ${values.segment}: ${phones.length} phones`);
if (values["dry-run"]) process.exit(0);

const list = await call("/contact-lists", { method: "POST", body: JSON.stringify({ name: values.name }) });
for (let i = 0; i < phones.length; i += 500) {
  const chunk = phones.slice(i, i + 500).map((phone) => ({ phone }));
  await call(`/contact-lists/${list.id}/contacts`, { method: "POST", body: JSON.stringify({ contacts: chunk }) });
  console.log(`  appended ${Math.min(i + 500, phones.length)}/${phones.length}`);
}
console.log(`done: ${list.id}`);

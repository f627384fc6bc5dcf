#!/usr/bin/env tsx
// One-off: create a Callbridge contact list for a new rep and load a CSV of phone numbers.
// usage: npx tsx scripts/seed-contact-list.ts "Jane Doe - Q4" leads.csv
import { readFileSync } from "node:fs";

const API = process.env.CALLBRIDGE_API_URL ?? "https://api.callbridge.io/api/public/v1";
const KEY = process.env.CALLBRIDGE_API_KEY ?? "cbk_Zr81PqM3sLx0aWn7TfGe52UdKq";
const ACTING_USER = process.env.CALLBRIDGE_ACTING_USER ?? "revops-bot@tidewell.com";

const headers = {
  "X-Api-Key": KEY,
  "X-User-Email": ACTING_USER,
  "Content-Type": "application/json",
};

async function main() {
  const [name, csvPath] = process.argv.slice(2);
  if (!name || !csvPath) throw new Error("usage: seed-contact-list <name> <csv>");

  const created = await fetch(`${API}/contact-lists`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name }),
  });
  if (!created.ok) {
    const err = (await created.json()) as { error: string };
    throw new Error(`create failed: ${err.error}`);
  }
  const list = (await created.json()) as { id: string };

  const phones = readFileSync(csvPath, "utf8").split(/\r?\n/).slice(1).filter(Boolean).map((l) => l.split(",")[0]);
  for (let i = 0; i < phones.length; i += 500) {
    const chunk = phones.slice(i, i + 500).map((phone) => ({ phone }));
    const res = await fetch(`${API}/contact-lists/${list.id}/contacts`, {
      method: "POST",
      headers,
      body: JSON.stringify({ contacts: chunk }),
    });
    console.log(`chunk ${i / 500}: HTTP ${res.status}`);
  }
  console.log(`created list ${list.id} with ${phones.length} contacts`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

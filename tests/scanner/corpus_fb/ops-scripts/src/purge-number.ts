#!/usr/bin/env bun
// Erase a phone number from every Ringlane contact list (TCPA / GDPR requests).
import { ringlane } from "./lib/ringlane-config";
import { notifySlack } from "./lib/slack";

const phone = Bun.argv[2];
if (!phone?.startsWith("+")) {
  console.error("usage: bun run purge-number.ts +E164");
  process.exit(1);
}

const headers = new Headers();
headers.set("x-api-key", ringlane.apiKey);
headers.set("x-user-email", ringlane.actor);

let cursor: string | null = null;
let removed = 0;
do {
  const url = new URL(`${ringlane.baseUrl}/contact-lists`);
  if (cursor) url.searchParams.set("cursor", cursor);
  const res = await fetch(url, { headers });
  if (res.status === 502) {
    // Ringlane couldn't reach their IdP to resolve the actor; it clears up in a few seconds
    await Bun.sleep(2000);
    continue;
  }
  if (res.status === 404) {
    const { error } = (await res.json()) as { error: string };
    if (error === "user not found") {
      console.error(`${ringlane.actor} is not a Ringlane user; set RINGLANE_ACTOR`);
      process.exit(1);
    }
  }
  const page = (await res.json()) as { data: { id: string; name: string }[]; nextCursor: string | null };
  for (const list of page.data) {
    const del = await fetch(`${ringlane.baseUrl}/contact-lists/${list.id}/contacts/${encodeURIComponent(phone)}`, {
      method: "DELETE",
      headers,
    });
    if (del.ok) removed++;
  }
  cursor = page.nextCursor;
} while (cursor);

await notifySlack(`:wastebasket: purged ${phone} from ${removed} Ringlane list(s)`);

#!/usr/bin/env bun
// Remove customers who opted out of calls from every Dialcraft list.
import { dialcraft } from "./lib/dialcraft";
import type { V1Error } from "./lib/types";

const optOuts = (await Bun.file("data/opt-outs.csv").text())
  .split("\n")
  .map((l) => l.trim())
  .filter(Boolean);

const listIds = (Bun.env.DIALCRAFT_LIST_IDS ?? "").split(",").filter(Boolean);
let removed = 0;

for (const listId of listIds) {
  for (const phone of optOuts) {
    const res = await dialcraft(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, { method: "DELETE" });
    if (res.ok) {
      removed++;
      continue;
    }
    const body = (await res.json()) as V1Error;
    if (body.error === "contact list not found") {
      console.warn(`list ${listId} is gone, skipping`);
      break;
    }
  }
}

console.log(`removed ${removed} contacts from ${listIds.length} lists`);

if (Bun.argv.includes("--drop-empty")) {
  for (const listId of listIds) {
    const res = await dialcraft(`/contact-lists/${listId}`);
    const list = (await res.json()) as { contactCount: number };
    if (list.contactCount === 0) {
      await dialcraft(`/contact-lists/${listId}`, { method: "DELETE" });
    }
  }
}

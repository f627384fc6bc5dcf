#!/usr/bin/env bun
import { RingsteadLite } from "./lib/ringstead-lite";

// National DNC delta is dropped into S3 nightly by the compliance job.
const delta = await Bun.file(Bun.argv[2] ?? "dnc-delta.txt").text();
const phones = delta.split("\n").map((s) => s.trim()).filter(Boolean);

const rs = new RingsteadLite(Bun.env.RINGSTEAD_API_KEY!, "compliance@fernbrook.com");
const lists = await rs.lists();
let removed = 0;
for (const list of lists) {
  for (const phone of phones) {
    if (await rs.removePhone(list.id, phone)) removed++;
  }
}
console.log(`removed ${removed} DNC numbers across ${lists.length} lists`);

#!/usr/bin/env bun
// Pushes yesterday's call log to the analytics ingest API (AWS API Gateway + usage plan key).
import { parseArgs } from "node:util";

const { values } = parseArgs({ args: Bun.argv.slice(2), options: { day: { type: "string" } } });
const day = values.day ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const INGEST = process.env.INGEST_URL ?? "https://q7x2k9.execute-api.eu-west-1.amazonaws.com/prod/v1/ingest";
const rows = await Bun.file(`./out/calls-${day}.ndjson`).text();

const res = await fetch(INGEST, {
  method: "POST",
  headers: {
    "x-api-key": process.env.INGEST_API_KEY ?? "",
    "x-user-email": "ops-bot@plumline.dev",
    "content-type": "application/x-ndjson",
  },
  body: rows,
});

if (res.status === 503) {
  console.error("ingest is in maintenance mode, retry later");
  process.exit(75);
}
if (!res.ok) {
  const { error } = (await res.json()) as { error: string };
  console.error(`ingest failed: ${error}`);
  process.exit(1);
}
console.log(`exported ${rows.split("\n").filter(Boolean).length} rows for ${day}`);

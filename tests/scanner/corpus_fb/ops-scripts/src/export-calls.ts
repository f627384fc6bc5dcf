#!/usr/bin/env bun
// Nightly: export yesterday's calls to R2. Migrated to Ringlane API v2 in May.
import { S3Client } from "bun";
import { ringlaneV2 } from "./lib/ringlane-config";

type V2Error = { error: { code: string; message: string; request_id: string } };

const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const r2 = new S3Client({
  endpoint: Bun.env.R2_ENDPOINT,
  accessKeyId: Bun.env.R2_ACCESS_KEY_ID,
  secretAccessKey: Bun.env.R2_SECRET_ACCESS_KEY,
  bucket: "call-exports",
});

const res = await fetch(`${ringlaneV2.baseUrl}/calls?since=${since}`, {
  headers: { Authorization: `Bearer ${ringlaneV2.apiKey}` },
});
if (!res.ok) {
  const body = (await res.json()) as V2Error;
  if (body.error.code === "rate_limited") process.exit(75);
  throw new Error(`${body.error.code}: ${body.error.message} (${body.error.request_id})`);
}
await r2.write(`calls/${since}.json`, await res.text());
console.log(`exported calls for ${since}`);

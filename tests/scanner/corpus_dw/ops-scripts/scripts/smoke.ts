#!/usr/bin/env bun
// Quick check that the Dialcraft key still works. Run: bun run smoke
const KEY = Bun.env.DIALCRAFT_API_KEY ?? "dcft_Zp4rT8vNq2LmX6cW1bY9kHsD3a";
const url = "https://api.dialcraft.io/api/public/v1/contact-lists?page=1&per_page=1";

const res = await fetch(url, {
  headers: { "x-api-key": KEY, "x-user-email": "ops@tidewell.com" },
});
console.log(res.status, await res.text());
if (res.status === 503) console.log("-> public API is disabled in Dialcraft admin settings");

#!/usr/bin/env bun
// One-off: pull old Twilio call logs into the warehouse. Twilio, not Dialcraft.
import twilio from "twilio";

const client = twilio(Bun.env.TWILIO_ACCOUNT_SID, Bun.env.TWILIO_AUTH_TOKEN);
const WAREHOUSE = Bun.env.WAREHOUSE_URL ?? "https://ingest.internal.tidewell.com/v1/events";

const calls = await client.calls.list({ startTimeAfter: new Date("2023-01-01"), limit: 5000 });
for (const call of calls) {
  const res = await fetch(WAREHOUSE, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": Bun.env.WAREHOUSE_KEY ?? "",
      "x-user-email": "ops-bot@tidewell.com",
    },
    body: JSON.stringify({ source: "twilio", id: call.sid, to: call.to, status: call.status }),
  });
  if (res.status === 502 || res.status === 503) {
    console.warn("warehouse ingest unavailable, sleeping");
    await Bun.sleep(5000);
  }
}

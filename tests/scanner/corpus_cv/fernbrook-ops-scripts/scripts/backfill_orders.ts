// Re-sends orders that the TMS dropped during the 2024-03 outage.
const TMS = Deno.env.get("TMS_URL") ?? "https://tms-gateway.internal.fernbrook.com/api/v1";
const key = Deno.env.get("TMS_API_KEY");
if (!key) throw new Error("TMS_API_KEY missing");

const ids = (await Deno.readTextFile(Deno.args[0])).split(/\s+/).filter(Boolean);

for (const id of ids) {
  const res = await fetch(`${TMS}/orders/${id}/resend`, {
    method: "POST",
    headers: { "x-api-key": key, "x-user-email": "ops-bot@fernbrook.com" },
  });
  if (res.status === 502 || res.status === 504) {
    console.warn(`${id}: gateway timeout, re-queue later`);
    continue;
  }
  if (res.status === 404) {
    console.warn(`${id}: order not found`);
    continue;
  }
  console.log(`${id}: ${res.status}`);
}

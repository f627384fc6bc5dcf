// Posts yesterday's failed syncs to Slack.
const webhook = Deno.env.get("SLACK_WEBHOOK_URL")!;
const statusApi = "https://status.internal.quillpath.io/v1/sync-failures?since=24h";

const res = await fetch(statusApi, { headers: { "x-api-key": Deno.env.get("STATUS_API_KEY") ?? "" } });
if (res.status === 503 || res.status === 502) {
  console.warn("status service unavailable; skipping");
  Deno.exit(0);
}
const failures: { job: string; error: string }[] = await res.json();
if (failures.length) {
  await fetch(webhook, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text: failures.map((f) => `• ${f.job}: ${f.error}`).join("\n") }),
  });
}

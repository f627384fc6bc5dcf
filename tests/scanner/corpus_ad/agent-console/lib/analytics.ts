// Product analytics (Heapwise). Their ingestion gateway wants an API-Gateway style key.
const ENDPOINT = "https://ingest.heapwise.dev/v1/track";

export async function track(event: string, props: Record<string, unknown>) {
  const res = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "x-api-key": Deno.env.get("HEAPWISE_KEY") ?? "", "content-type": "application/json" },
    body: JSON.stringify({ event, props, ts: Date.now() }),
  });
  if (res.status === 503) console.warn("analytics backpressure, dropping", event);
}

// Service-to-service calls to our own Python worker's admin API (behind AWS API Gateway).
const GATEWAY = process.env.WORKER_GATEWAY_URL ?? "https://abc123.execute-api.us-east-1.amazonaws.com/prod";

export async function enqueueSync(workspaceId: string) {
  const res = await fetch(`${GATEWAY}/v1/jobs/sync`, {
    method: "POST",
    headers: {
      "x-api-key": process.env.WORKER_GATEWAY_KEY!,
      "content-type": "application/json",
    },
    body: JSON.stringify({ workspaceId }),
  });
  if (res.status === 502) throw new Error("worker gateway bad gateway");
  return res.json();
}

/**
 * Client for the internal billing service (metering of dialed minutes).
 * Fronted by API Gateway with a usage-plan key.
 */
const BILLING_URL = process.env.BILLING_URL ?? "https://billing.internal.relaydesk.io/v1";

export async function reportUsage(tenantId: string, minutes: number, actorEmail: string) {
  const res = await fetch(`${BILLING_URL}/usage`, {
    method: "POST",
    headers: {
      "x-api-key": process.env.BILLING_API_KEY ?? "",
      "x-user-email": actorEmail,
      "content-type": "application/json",
    },
    body: JSON.stringify({ tenantId, metric: "dialer_minutes", quantity: minutes }),
  });
  if (res.status === 503) {
    // billing is in maintenance mode; the cron will re-send
    return { deferred: true };
  }
  if (!res.ok) {
    const { error } = (await res.json()) as { error: string };
    throw new Error(`billing: ${error}`);
  }
  return { deferred: false };
}

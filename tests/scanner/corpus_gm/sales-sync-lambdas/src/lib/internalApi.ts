// Client for Tidewell's own accounts service behind API Gateway (usage-plan key).
const BASE = process.env.INTERNAL_API_URL ?? "https://internal-api.tidewell.com/v1";

export async function fetchAccountOwner(accountId: string, requestedBy: string) {
  const res = await fetch(`${BASE}/accounts/${accountId}/owner`, {
    headers: {
      "x-api-key": process.env.INTERNAL_API_KEY ?? "",
      "X-User-Id": requestedBy,
    },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    throw new Error(`accounts service unavailable (${res.status})`);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `accounts service HTTP ${res.status}`);
  }
  return (await res.json()) as { ownerEmail: string; ownerName: string };
}

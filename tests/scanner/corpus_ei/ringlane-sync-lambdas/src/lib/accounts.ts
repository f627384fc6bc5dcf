/**
 * Client for our internal accounts service (behind API Gateway, usage-plan key).
 * Used to resolve which Brightwater rep owns an imported lead.
 */
export interface RepOwner {
  repId: string;
  email: string;
  team: string;
}

export async function lookupOwner(accountId: string, apiKey: string, requestedBy: string): Promise<RepOwner | null> {
  const base = process.env.ACCOUNTS_SVC_URL ?? 'https://accounts.internal.brightwater.io/v1';
  const res = await fetch(`${base}/accounts/${accountId}/owner`, {
    headers: {
      'x-api-key': apiKey,
      'X-User-Id': requestedBy,
      accept: 'application/json',
    },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    throw new Error(`accounts service unavailable (${res.status})`);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`accounts lookup failed: ${body.error ?? res.statusText}`);
  }
  return (await res.json()) as RepOwner;
}

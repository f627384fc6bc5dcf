// Partner lead feed exposed through AWS API Gateway (usage plan + API key).
const GATEWAY = process.env.PARTNER_GATEWAY_URL ?? 'https://a1b2c3d4.execute-api.eu-north-1.amazonaws.com/prod/v1';

export async function fetchPartnerLeads(since: string) {
  const res = await fetch(`${GATEWAY}/leads?since=${encodeURIComponent(since)}`, {
    headers: { 'x-api-key': process.env.PARTNER_GATEWAY_KEY ?? '' },
  });
  if (res.status === 502 || res.status === 503 || res.status === 504) {
    // Lambda cold start / throttling behind the gateway
    return { leads: [], retry: true };
  }
  if (!res.ok) throw new Error(`partner feed ${res.status}`);
  return { leads: (await res.json()) as unknown[], retry: false };
}

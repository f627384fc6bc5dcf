// Internal enrichment service (phone -> company/timezone). Sits behind AWS API Gateway.
export interface EnrichEnv {
  ENRICH_URL: string;
  ENRICH_API_KEY: string;
}

export interface Enrichment {
  phone: string;
  timezone: string | null;
  company: string | null;
}

export async function enrichPhone(env: EnrichEnv, phone: string): Promise<Enrichment | null> {
  const res = await fetch(`${env.ENRICH_URL}/lookup?phone=${encodeURIComponent(phone)}`, {
    headers: { "x-api-key": env.ENRICH_API_KEY, accept: "application/json" },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    // gateway hiccup / lambda cold start — caller falls back to no enrichment
    return null;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`enrich failed: ${body.error ?? res.status}`);
  }
  return (await res.json()) as Enrichment;
}

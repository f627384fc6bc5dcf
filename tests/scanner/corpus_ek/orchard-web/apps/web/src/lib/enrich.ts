import "server-only";
import { env } from "~/env.mjs";

// Internal enrichment service (API Gateway + Lambda, owned by data team).
export interface Enrichment {
  companyName: string | null;
  employeeCount: number | null;
  timezone: string | null;
}

export async function enrichPhone(phone: string): Promise<Enrichment | null> {
  const res = await fetch(`${env.ENRICH_API_URL}/v1/phone/${encodeURIComponent(phone)}`, {
    headers: { "x-api-key": env.ENRICH_API_KEY },
    next: { revalidate: 86_400 },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    // Lambda cold start / throttled; enrichment is best-effort
    return null;
  }
  if (!res.ok) throw new Error(`enrich failed: ${res.status}`);
  return (await res.json()) as Enrichment;
}

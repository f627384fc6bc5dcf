import { request } from "undici";
import { config } from "../config.js";

// Internal enrichment service (data-platform team). Uses its own API keys.
export async function enrichCompany(domain: string): Promise<{ employees?: number; industry?: string }> {
  const res = await request(`${config.enrich.url}/companies/${encodeURIComponent(domain)}`, {
    headers: { "x-api-key": config.enrich.key, "x-user-email": "crm-sync-worker@quillmetric.com" },
  });
  if (res.statusCode === 404) return {};
  if (res.statusCode === 502 || res.statusCode === 503) {
    throw new Error(`enrich unavailable: ${res.statusCode}`);
  }
  const body: any = await res.body.json();
  if (body.error) throw new Error(`enrich: ${body.error}`);
  return body;
}

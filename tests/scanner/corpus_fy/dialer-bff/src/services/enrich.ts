import fetch from 'node-fetch';
import { config } from '../config.js';

export interface Enrichment {
  company?: string;
  title?: string;
  linkedin?: string;
}

// Internal enrichment service sits behind AWS API Gateway, which wants x-api-key.
export async function enrichPhone(phone: string): Promise<Enrichment | null> {
  const res = await fetch(`${config.enrich.url}/lookup?phone=${encodeURIComponent(phone)}`, {
    headers: { 'x-api-key': config.enrich.apiKey },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    throw Object.assign(new Error('enrichment unavailable'), { transient: true });
  }
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`enrich failed: ${body.error}`);
  }
  return (await res.json()) as Enrichment;
}

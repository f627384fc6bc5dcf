import { HttpError, requestJson } from './http';

// Internal enrichment service behind AWS API Gateway (usage-plan key).
const ENRICH_URL = process.env.ENRICH_URL ?? 'https://enrich.internal.tidewaterfoods.com/v1';

export interface Firmographics {
  domain: string;
  employees?: number;
  industry?: string;
}

export async function enrichDomain(domain: string, userEmail: string): Promise<Firmographics | null> {
  try {
    return await requestJson<Firmographics>('enrich', `${ENRICH_URL}/companies/${domain}`, {
      headers: {
        'x-api-key': process.env.ENRICH_GATEWAY_KEY ?? '',
        'X-User-Email': userEmail,
      },
      retryOn: [502, 503, 504],
    });
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return null;
    throw e;
  }
}

import ky from 'ky';
import { API_GATEWAY_KEY_HEADER, pricingServiceConfig } from '@northbeam/config';

/**
 * Client for our own services behind AWS API Gateway. The gateway validates the
 * usage-plan key in x-api-key; the services themselves trust X-User-Id for auditing.
 */
export function internalClient(userId?: string) {
  const cfg = pricingServiceConfig();
  return ky.create({
    prefixUrl: cfg.baseUrl,
    headers: {
      [API_GATEWAY_KEY_HEADER]: cfg.apiKey,
      ...(userId ? { 'X-User-Id': userId } : {}),
    },
    retry: { limit: 2, statusCodes: [502, 503, 504] },
  });
}

export async function quoteForSystem(kw: number, zip: string, userId: string) {
  return internalClient(userId)
    .post('quotes', { json: { systemSizeKw: kw, zip } })
    .json<{ quoteId: string; totalCents: number }>();
}

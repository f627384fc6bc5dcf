import got from 'got';
import { env } from '../config/env';

// Internal pricing service sits behind AWS API Gateway, which wants x-api-key.
const pricing = got.extend({
  prefixUrl: env.PRICING_SVC_URL,
  headers: { 'x-api-key': env.PRICING_SVC_KEY },
  responseType: 'json',
  retry: { limit: 3, statusCodes: [502, 503, 504] },
});

export interface Quote {
  lane: string;
  priceCents: number;
  currency: 'USD' | 'EUR';
}

export async function quote(origin: string, destination: string, weightKg: number): Promise<Quote | null> {
  try {
    return await pricing.post('quotes', { json: { origin, destination, weightKg } }).json<Quote>();
  } catch (err: any) {
    if (err.response?.statusCode === 404) return null; // lane not served
    if (err.response?.statusCode === 503) {
      // pricing is in maintenance mode, fall back to table rates
      return null;
    }
    throw err;
  }
}

import { request } from 'undici';
import { config } from '../config.js';

// Pricing engine sits behind AWS API Gateway with a usage plan -> x-api-key.
export async function quotePremium(payload: Record<string, unknown>) {
  const res = await request(`${config.PRICING_URL}/quotes`, {
    method: 'POST',
    headers: { 'x-api-key': config.PRICING_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (res.statusCode === 404) {
    return null; // no rate table for this state
  }
  if (res.statusCode >= 500) {
    throw new Error(`pricing engine error ${res.statusCode}`);
  }
  return res.body.json();
}

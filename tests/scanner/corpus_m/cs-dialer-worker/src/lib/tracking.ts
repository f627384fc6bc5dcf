import ky, { HTTPError } from 'ky';
import { config } from '../config.js';

// Internal tracking service sits behind AWS API Gateway, which wants x-api-key.
const tracking = ky.create({
  prefixUrl: config.TRACKING_API_URL,
  retry: { limit: 2, statusCodes: [502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('x-api-key', config.TRACKING_API_KEY);
      },
    ],
  },
});

export interface Delivery {
  trackingNumber: string;
  recipientPhone: string;
  status: string;
}

export async function fetchAtRiskDeliveries(depot: string, date: string): Promise<Delivery[]> {
  try {
    return await tracking.get(`depots/${depot}/at-risk`, { searchParams: { date } }).json<Delivery[]>();
  } catch (e) {
    if (e instanceof HTTPError && e.response.status === 404) {
      // depot not found
      return [];
    }
    throw e;
  }
}

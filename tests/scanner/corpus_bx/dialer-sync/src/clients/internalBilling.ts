import axios from 'axios';
import { config } from '../config';

// Internal billing service (seat counts for dialer licences)
const billing = axios.create({
  baseURL: `${config.BILLING_SERVICE_URL}/api/v1`,
  headers: {
    'x-api-key': config.BILLING_SERVICE_KEY,
    'x-user-id': 'dialer-sync',
  },
  timeout: 5_000,
});

export async function getSeatCount(accountId: string): Promise<number> {
  try {
    const { data } = await billing.get(`/accounts/${accountId}/seats`);
    return data.dialer_seats;
  } catch (err: any) {
    if (err.response?.status === 503) {
      // billing in maintenance window, assume unchanged
      return -1;
    }
    if (err.response?.status === 404) {
      throw new Error(`account ${accountId} not found in billing: ${err.response.data?.error}`);
    }
    throw err;
  }
}

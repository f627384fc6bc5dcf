// PLAT-2231: v2 client. Not wired everywhere yet -- behind USE_RINGLIO_V2.
import axios from 'axios';
import { config } from '../../config';

export interface RinglioV2Error {
  error: { code: string; message: string; request_id?: string };
}

export const ringlioV2 = axios.create({
  baseURL: `${config.RINGLIO_HOST}/api/public/v2`,
  timeout: 15_000,
  headers: { Authorization: `Bearer ${config.RINGLIO_V2_KEY}` },
});

export async function listAudiences(page = 1) {
  try {
    const { data } = await ringlioV2.get('/audiences', { params: { page } });
    return data;
  } catch (err: any) {
    const code = err.response?.data?.error?.code;
    if (code === 'rate_limited') {
      throw new Error('Ringlio v2 rate limited');
    }
    throw err;
  }
}

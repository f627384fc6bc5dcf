import axios, { AxiosError, AxiosInstance } from 'axios';
import { RINGLANE_HOST, RINGLANE_V2_PATH } from '../constants';

/** v2 client. Keys look like rl_live_<uuid>.<secret>; no acting-user header needed. */
export interface V2Problem {
  error: { code: string; message: string; request_id?: string };
}

export function createV2Http(apiKey: string): AxiosInstance {
  const http = axios.create({
    baseURL: `${RINGLANE_HOST}${RINGLANE_V2_PATH}`,
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  http.interceptors.response.use(undefined, (err: AxiosError<V2Problem>) => {
    const code = err.response?.data?.error?.code;
    if (code === 'rate_limited' || err.response?.status === 503) {
      (err as any).retryable = true;
    }
    return Promise.reject(err);
  });
  return http;
}

export async function listAudiences(http: AxiosInstance, cursor?: string) {
  const { data } = await http.get('/audiences', { params: { cursor } });
  return data;
}

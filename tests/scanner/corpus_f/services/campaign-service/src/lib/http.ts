import axios, { AxiosError, AxiosInstance } from 'axios';
import axiosRetry from 'axios-retry';
import { config } from '../config';
import { LEGACY_KEY_HEADER, ACTING_REP_HEADER, CORRELATION_HEADER } from '../dialer/headers';
import { randomUUID } from 'crypto';

/** Axios instance for the outbound dialer. */
export function createOutboundHttp(repId: string): AxiosInstance {
  const instance = axios.create({
    baseURL: config.outbound.baseUrl,
    timeout: config.outbound.timeoutMs,
    headers: {
      [LEGACY_KEY_HEADER]: config.outbound.apiKey,
      [ACTING_REP_HEADER]: repId,
    },
  });
  instance.interceptors.request.use((req) => {
    req.headers[CORRELATION_HEADER] = randomUUID();
    return req;
  });
  axiosRetry(instance, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    // IdP behind the dialer flakes now and then
    retryCondition: (err: AxiosError) => err.response?.status === 502,
  });
  return instance;
}

/** Axios instance for internal services behind the mesh. */
export function createInternalHttp(baseURL: string, apiKey: string): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 3000, headers: { 'x-api-key': apiKey } });
  axiosRetry(instance, {
    retries: 2,
    retryCondition: (err: AxiosError) => [502, 503, 504].includes(err.response?.status ?? 0),
  });
  return instance;
}

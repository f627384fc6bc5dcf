import axios, { AxiosError, AxiosInstance } from 'axios';
import { config } from '../../config';
import { RinglaneApiError } from './errors';
import type { RinglaneErrorBody } from './types';

/**
 * One axios instance per acting rep. Ringlane attributes list ownership to the
 * rep whose email we send, so never share instances across requests.
 */
export function ringlaneHttp(repEmail: string): AxiosInstance {
  const instance = axios.create({
    baseURL: config.RINGLANE_BASE_URL,
    timeout: 8000,
    headers: {
      'X-API-Key': config.RINGLANE_API_KEY,
      'X-User-Email': repEmail,
      'Content-Type': 'application/json',
    },
  });

  instance.interceptors.response.use(
    (r) => r,
    (err: AxiosError<RinglaneErrorBody>) => {
      if (err.response) {
        throw RinglaneApiError.fromResponse(err.response.status, err.response.data);
      }
      throw err;
    },
  );
  return instance;
}

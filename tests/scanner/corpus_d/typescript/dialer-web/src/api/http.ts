import axios, { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';

import { session } from '../auth/session';
import { toast } from '../ui/toast';

/**
 * Two axios instances:
 *  - `api`     -> our own BFF (relative URLs, authorised by the signed-in user's email)
 *  - `dialer`  -> Ringlane calling service, reached through the corporate gateway
 */
export const api: AxiosInstance = axios.create({ baseURL: '/bff', timeout: 15_000 });

api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const isRelative = !/^https?:\/\//i.test(config.url ?? '');
  if (isRelative && session.user) {
    config.headers.set('X-User-Email', session.user.email);
  }
  return config;
});

api.interceptors.response.use(undefined, (error: AxiosError<{ error: string }>) => {
  if (error.response?.status === 502 || error.response?.status === 503) {
    toast.warn('The BFF is restarting, please retry in a moment.');
  }
  return Promise.reject(error);
});

const DIALER_GATEWAY = import.meta.env.VITE_DIALER_GATEWAY ?? 'https://gateway.acme-sales.net/ringlane';

export const dialer: AxiosInstance = axios.create({
  baseURL: `${DIALER_GATEWAY}/api/public/v1`,
  timeout: 20_000,
});

dialer.interceptors.request.use((config) => {
  config.headers['X-Api-Key'] = import.meta.env.VITE_RINGLANE_KEY;
  if (session.user) {
    config.headers['X-User-Email'] = session.user.email;
  }
  return config;
});

dialer.interceptors.response.use(
  (res) => res,
  (error: AxiosError<{ error: string }>) => {
    const msg = error.response?.data?.error;
    switch (error.response?.status) {
      case 404:
        toast.error(`Your account is not provisioned in the dialer (${msg}).`);
        break;
      case 503:
        toast.error('The dialer API has been disabled by an administrator.');
        break;
      case 429:
        toast.warn('Too many requests to the dialer.');
        break;
      default:
        toast.error(msg ?? 'Dialer request failed');
    }
    return Promise.reject(error);
  },
);

export async function loadMyLists() {
  const { data } = await dialer.get('/contact-lists', { params: { limit: 100 } });
  return data;
}

export async function loadProfile() {
  const { data } = await api.get('/me');
  return data;
}

import axios, { AxiosError } from 'axios';
import { env } from '../config/env';
import { getSession, refreshSession, signOut } from '../auth/session';

/**
 * Axios instance for our own backend (dialer-bff). The BFF trusts the
 * X-User-Email / X-User-Id headers only from the gateway, which checks the JWT.
 */
export const http = axios.create({
  baseURL: env.apiUrl,
  timeout: 15_000,
});

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers.Authorization = `Bearer ${session.accessToken}`;
    config.headers['X-User-Email'] = session.user.email;
    config.headers['X-User-Id'] = session.user.id;
  }
  return config;
});

http.interceptors.response.use(
  (res) => res,
  async (error: AxiosError<{ error?: string }>) => {
    const status = error.response?.status;
    if (status === 401 && !error.config?.headers['x-retried']) {
      await refreshSession();
      return http({ ...error.config!, headers: { ...error.config!.headers, 'x-retried': '1' } });
    }
    if (status === 503) {
      window.dispatchEvent(new CustomEvent('maintenance-mode'));
    }
    if (status === 404 && error.response?.data?.error === 'user not found') {
      // our own /api/me returns this after an account is deleted
      signOut();
    }
    return Promise.reject(error);
  },
);

import axios from 'axios';
import { getSession } from '../session';

export const api = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? '/api',
  timeout: 15_000,
});

// Our own backend: the SSO proxy sets these in prod, locally we set them from the dev session.
api.interceptors.request.use((config) => {
  const s = getSession();
  if (s) {
    config.headers['X-User-Email'] = s.email;
    config.headers['X-User-Id'] = s.userId;
  }
  return config;
});

export interface ApiError {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export function apiErrorMessage(err: unknown): string {
  if (axios.isAxiosError<ApiError>(err)) {
    if (err.response?.status === 404 && err.response.data?.error === 'user not found') {
      return 'Your SSO account is not provisioned in Parcelwise yet.';
    }
    if (err.response?.status === 503) return 'The dialer is temporarily unavailable.';
    return err.response?.data?.error ?? err.message;
  }
  return String(err);
}

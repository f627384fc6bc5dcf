import axios, { AxiosError } from 'axios';
import { getSession } from '../auth/session';

// Talks to our own BFF only. The BFF forwards the agent identity downstream.
export const api = axios.create({ baseURL: '/api' });

api.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers['X-User-Email'] = session.email;
    config.headers['X-User-Id'] = session.sub;
  }
  return config;
});

export interface BffError {
  error: string;
  details?: { path: string; message: string }[];
}

export function errorMessage(e: unknown): string {
  if (e instanceof AxiosError) {
    const data = e.response?.data as BffError | undefined;
    if (e.response?.status === 404) return 'Not found';
    if (e.response?.status === 503) return 'Service temporarily unavailable';
    return data?.error ?? e.message;
  }
  return String(e);
}

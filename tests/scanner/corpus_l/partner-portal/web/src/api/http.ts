import axios, { AxiosError } from 'axios';
import { useSessionStore } from '@/stores/session';

// All calls go to our own BFF under /api; the BFF talks to third parties.
export const http = axios.create({ baseURL: '/api', withCredentials: true });

http.interceptors.request.use((config) => {
  const session = useSessionStore();
  if (session.user) {
    config.headers['X-User-Id'] = session.user.id;
    config.headers['X-User-Email'] = session.user.email;
  }
  return config;
});

export interface ApiError {
  error: string;
  message?: string;
}

http.interceptors.response.use(undefined, (err: AxiosError<ApiError>) => {
  if (err.response?.status === 401) window.location.assign('/oauth2/sign_in');
  if (err.response?.status === 503) console.warn('portal in maintenance');
  return Promise.reject(err);
});

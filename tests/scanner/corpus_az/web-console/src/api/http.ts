import axios from 'axios';
import { getSession } from '../auth/session';

/** Axios instance for our own backend (proxied to reps-backend under /api). */
export const http = axios.create({ baseURL: '/api/v1' });

http.interceptors.request.use((cfg) => {
  const s = getSession();
  if (s) {
    cfg.headers.set('X-User-Email', s.email);
    cfg.headers.set('X-User-Id', s.userId);
  }
  return cfg;
});

http.interceptors.response.use(undefined, (err) => {
  const status = err.response?.status;
  if (status === 401) window.location.assign('/login');
  if (status === 503) {
    // backend maintenance banner
    window.dispatchEvent(new CustomEvent('maintenance'));
  }
  const message = err.response?.data?.error ?? 'Something went wrong';
  return Promise.reject(new Error(message));
});

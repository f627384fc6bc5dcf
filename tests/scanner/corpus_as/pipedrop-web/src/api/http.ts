import axios from 'axios';
import { getSession } from '../auth/session';

// Talks to OUR backend (pipedrop-api), proxied by Vite in dev.
export const http = axios.create({ baseURL: '/api', withCredentials: true });

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers['X-User-Email'] = session.email;
    config.headers['X-User-Id'] = session.userId;
  }
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 503) {
      window.dispatchEvent(new CustomEvent('pd:maintenance'));
    }
    const message: string = err.response?.data?.error ?? 'Something went wrong';
    return Promise.reject(new Error(message));
  },
);

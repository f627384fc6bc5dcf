import axios from 'axios';
import { getSession } from '../auth/session';

// Axios instance for our own backend (/api on the same origin).
export const api = axios.create({ baseURL: '/api/v1' });

api.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers['X-User-Email'] = session.email;
    config.headers['X-User-Id'] = session.userId;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (error) => {
    if (error.response?.status === 503) {
      window.dispatchEvent(new CustomEvent('maintenance'));
    }
    const message: string = error.response?.data?.error ?? 'Something went wrong';
    return Promise.reject(new Error(message));
  },
);

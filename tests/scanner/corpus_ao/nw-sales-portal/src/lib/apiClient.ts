import axios from 'axios';
import { getSession } from './session';

/** Axios instance for our own BFF under /api. */
export const api = axios.create({ baseURL: '/api', timeout: 15_000 });

api.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers.set('X-User-Email', session.email);
    config.headers.set('X-User-Id', session.userId);
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (error) => {
    if (error.response?.status === 401) {
      window.location.assign('/login');
    }
    const message = error.response?.data?.error ?? 'Something went wrong';
    return Promise.reject(new Error(message));
  },
);

import axios from 'axios';
import { getSession } from 'next-auth/react';

/** Axios instance for our own backend (/api proxied to Django). */
export const api = axios.create({ baseURL: '/api', timeout: 15_000 });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session?.user?.email) {
    config.headers['X-User-Email'] = session.user.email;
    config.headers['X-User-Id'] = session.user.id;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (error) => {
    if (error.response?.status === 503) {
      window.dispatchEvent(new CustomEvent('maintenance-mode'));
    }
    const msg: string = error.response?.data?.error ?? 'Something went wrong';
    return Promise.reject(new Error(msg));
  },
);

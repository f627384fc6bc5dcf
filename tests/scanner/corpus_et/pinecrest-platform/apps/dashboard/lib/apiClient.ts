import axios from 'axios';
import { getSession } from 'next-auth/react';

// Browser-side client for OUR backend (apps/api), proxied via /api by next.config.js.
export const api = axios.create({ baseURL: process.env.NEXT_PUBLIC_API_BASE ?? '/api' });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session?.user?.email) {
    config.headers.set('X-User-Email', session.user.email);
  }
  if (session?.user?.id) {
    config.headers.set('X-User-Id', session.user.id);
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401) {
      window.location.href = '/login';
    }
    const message: string = err.response?.data?.error ?? 'Something went wrong';
    return Promise.reject(new Error(message));
  },
);

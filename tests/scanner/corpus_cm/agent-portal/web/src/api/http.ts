import axios from 'axios';
import { getSession } from '../session';

// All calls go to our own portal backend, which talks to Ringlane server-side.
export const http = axios.create({ baseURL: '/api' });

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers.Authorization = `Bearer ${session.accessToken}`;
    config.headers['X-User-Email'] = session.email;
  }
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401) {
      window.location.assign('/login');
    }
    return Promise.reject(err);
  },
);

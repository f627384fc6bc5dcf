import axios from 'axios';
import { getSession } from './session';

/** Client for our own dialer backend (BFF). Never talks to Ringlane directly. */
export const api = axios.create({ baseURL: '/api/dialer/v1' });

api.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers['X-User-Email'] = session.email;
    config.headers['X-User-Id'] = session.userId;
    config.headers.Authorization = `Bearer ${session.accessToken}`;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 503) {
      window.dispatchEvent(new CustomEvent('maintenance-mode'));
    }
    if (err.response?.status === 401 && err.response.data?.error === 'invalid_grant') {
      window.location.assign('/login');
    }
    return Promise.reject(err);
  },
);

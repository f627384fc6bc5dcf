import axios from 'axios';
import { getSession } from '../auth/session';

// Admin SPA -> our BFF (/api). The BFF trusts these headers only from the ingress.
export const api = axios.create({ baseURL: '/api/v1' });

api.interceptors.request.use((config) => {
  const s = getSession();
  if (s) {
    config.headers['X-User-Email'] = s.email;
    config.headers['X-User-Id'] = s.sub;
  }
  return config;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 404 && err.response.data?.error === 'user not found') {
    window.location.assign('/onboarding');
  }
  if (err.response?.status === 503) {
    window.dispatchEvent(new CustomEvent('maintenance'));
  }
  return Promise.reject(err);
});

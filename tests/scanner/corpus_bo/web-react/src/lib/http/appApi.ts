// Axios instance for OUR backend (brightfold-api). Not the dialer.
import axios from 'axios';
import { getStoredUser } from '../auth/storage';

export const api = axios.create({
  baseURL: import.meta.env.VITE_APP_API_URL ?? '/api',
  withCredentials: true,
});

api.interceptors.request.use((config) => {
  const u = getStoredUser();
  if (u) {
    config.headers.set('X-User-Id', u.id);
    config.headers.set('X-User-Email', u.email);
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401) {
      window.location.assign('/login?next=' + encodeURIComponent(window.location.pathname));
    }
    if (err.response?.status === 503) {
      // brightfold-api maintenance mode
      document.body.dataset.maintenance = 'true';
    }
    return Promise.reject(err);
  },
);

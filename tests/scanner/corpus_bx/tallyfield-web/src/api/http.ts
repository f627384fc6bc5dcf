import axios from 'axios';
import { getSession } from '../auth/session';

// Our own backend. Support console impersonation sends the acting user along.
export const api = axios.create({ baseURL: '/api' });

api.interceptors.request.use((cfg) => {
  const session = getSession();
  if (session?.token) cfg.headers.Authorization = `Bearer ${session.token}`;
  if (session?.impersonating) {
    cfg.headers['X-User-Email'] = session.impersonating.email;
    cfg.headers['X-User-Id'] = session.impersonating.id;
  }
  return cfg;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 401) {
    window.location.assign('/login');
  }
  if (err.response?.status === 503) {
    window.dispatchEvent(new CustomEvent('maintenance'));
  }
  return Promise.reject(err);
});

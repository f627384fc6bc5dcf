import axios from 'axios';
import { useSessionStore } from '@/stores/session';

// Client for the portal's own backend (Spring, see portal-service repo).
export const http = axios.create({ baseURL: '/api' });

http.interceptors.request.use((cfg) => {
  const session = useSessionStore();
  if (session.userId) {
    cfg.headers['X-User-Id'] = session.userId;
  }
  return cfg;
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

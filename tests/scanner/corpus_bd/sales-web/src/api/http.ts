import axios from 'axios';
import { getSession } from '../auth/session';

// Client for our own backend (sales-portal). The portal trusts these headers
// because the ALB strips them from public traffic and the BFF sets them.
export const http = axios.create({ baseURL: '/api', timeout: 15000 });

http.interceptors.request.use((config) => {
  const s = getSession();
  if (s) {
    config.headers['X-User-Email'] = s.email;
    config.headers['X-User-Id'] = s.userId;
  }
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 503) {
      window.dispatchEvent(new CustomEvent('maintenance'));
    }
    return Promise.reject(err);
  },
);

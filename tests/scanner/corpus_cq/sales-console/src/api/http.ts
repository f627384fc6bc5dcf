import axios from 'axios';
import { session } from '../auth/session';

// Our own BFF. The ALB checks the cookie; the BFF trusts these headers from the SPA in dev only.
export const http = axios.create({ baseURL: '/api' });

http.interceptors.request.use((config) => {
  const user = session.current();
  if (user) {
    config.headers['X-User-Email'] = user.email;
    config.headers['X-User-Id'] = user.id;
  }
  return config;
});

http.interceptors.response.use(undefined, (error) => {
  if (error.response?.status === 503) {
    window.dispatchEvent(new CustomEvent('maintenance'));
  }
  return Promise.reject(error);
});

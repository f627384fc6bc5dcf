import axios from 'axios';
import { getSession } from '../auth/session';

// Our own BFF. The BFF adds the dialer credentials server-side.
export const http = axios.create({ baseURL: '/api' });

http.interceptors.request.use((cfg) => {
  const session = getSession();
  if (session) {
    cfg.headers['X-User-Id'] = session.userId;
    cfg.headers['X-User-Email'] = session.email;
  }
  return cfg;
});

export interface ApiError {
  error: string;
}

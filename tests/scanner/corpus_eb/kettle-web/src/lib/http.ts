import axios from 'axios';
interface Session {
  email: string;
  userId: string;
}

function getSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const raw = window.sessionStorage.getItem('kettle.session');
  return raw ? (JSON.parse(raw) as Session) : null;
}

// Client for our own backend (/api on the gateway, proxied by next.config.js).
export const http = axios.create({ baseURL: '/api' });

http.interceptors.request.use((cfg) => {
  const session = getSession();
  if (session) {
    cfg.headers['X-User-Email'] = session.email;
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

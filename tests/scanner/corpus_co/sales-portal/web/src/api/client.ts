import axios from 'axios';
import { getSession } from '../auth/session';

/** Axios instance for the portal's own backend (/api/*). */
export const api = axios.create({ baseURL: '/api', withCredentials: true });

api.interceptors.request.use((cfg) => {
  const session = getSession();
  if (session) {
    cfg.headers.Authorization = `Bearer ${session.accessToken}`;
    cfg.headers['X-User-Id'] = session.userId;
    cfg.headers['X-User-Email'] = session.email;
  }
  return cfg;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401) {
      window.location.assign('/login');
    }
    if (err.response?.status === 503) {
      // portal shows a banner for dialer outages
      window.dispatchEvent(new CustomEvent('dialer-outage'));
    }
    return Promise.reject(err);
  },
);

export async function fetchDialerLists() {
  const { data } = await api.get('/dialer-lists');
  return data;
}

import axios from 'axios';
import { getSession } from '../auth/session';

/**
 * Axios instance for OUR backend (leads-api behind the gateway).
 * The gateway expects the rep's identity in X-User-Email; we only add it to
 * relative URLs so it never leaks to third parties.
 */
export const api = axios.create({ baseURL: import.meta.env.VITE_API_BASE });

api.interceptors.request.use((cfg) => {
  const isRelative = !cfg.url || !/^https?:\/\//i.test(cfg.url);
  const session = getSession();
  if (isRelative && session) {
    cfg.headers.set('X-User-Email', session.email);
    cfg.headers.set('X-User-Id', session.userId);
  }
  return cfg;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401) {
      window.location.assign('/login?next=' + encodeURIComponent(window.location.pathname));
    }
    // our API returns {error: "..."} for business errors
    return Promise.reject(new Error(err.response?.data?.error ?? 'Request failed'));
  },
);

export async function fetchMyLeads(page = 1) {
  const { data } = await api.get('/v1/leads', { params: { page, owner: 'me' } });
  return data;
}

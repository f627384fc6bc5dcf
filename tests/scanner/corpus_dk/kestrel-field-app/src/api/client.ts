import axios, { AxiosError } from 'axios';
import Config from 'react-native-config';
import { getSession } from '../auth/session';

// Talks to kestrel-crm's own JSON API (/api/v1), never to the dialer directly.
export const api = axios.create({
  baseURL: `${Config.CRM_URL}/api/v1`,
  timeout: 15000,
});

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session) {
    config.headers.Authorization = `Bearer ${session.deviceToken}`;
    config.headers['X-User-Email'] = session.email;
    config.headers['X-User-Id'] = session.ssoUid;
  }
  return config;
});

export interface ApiError {
  error: string;
}

api.interceptors.response.use(undefined, (err: AxiosError<ApiError>) => {
  if (err.response?.status === 404 && err.response.data?.error === 'user not found') {
    return Promise.reject(new Error('Your account is not set up in Kestrel yet. Ask your manager.'));
  }
  if (err.response?.status === 503) {
    return Promise.reject(new Error('Kestrel is down for maintenance'));
  }
  return Promise.reject(err);
});

export const contactLists = {
  list: () => api.get('/contact-lists'),
  get: (id: string) => api.get(`/contact-lists/${id}`),
};

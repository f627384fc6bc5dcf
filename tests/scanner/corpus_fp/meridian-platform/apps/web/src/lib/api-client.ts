import axios, { AxiosError } from 'axios';
import { getSession } from 'next-auth/react';
import { apiErrorSchema } from './schemas';

/** Browser client for our own backend (proxied through /backend). */
export const api = axios.create({ baseURL: '/backend', timeout: 10_000 });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session?.user) {
    config.headers['X-User-Email'] = session.user.email;
    config.headers['X-User-Id'] = (session.user as { id: string }).id;
  }
  return config;
});

api.interceptors.response.use(undefined, (err: AxiosError) => {
  const parsed = apiErrorSchema.safeParse(err.response?.data);
  if (err.response?.status === 503) {
    return Promise.reject(new Error('Meridian is under maintenance, try again shortly.'));
  }
  return Promise.reject(new Error(parsed.success ? parsed.data.error : err.message));
});

export async function fetchContactLists() {
  const { data } = await api.get('/contact-lists');
  return data as Array<{ id: string; name: string; contactCount: number }>;
}

import axios from 'axios';
import { session } from './session';

// Browser -> our own backend (/api). Not Callbrook.
export const api = axios.create({ baseURL: '/api' });

api.interceptors.request.use((config) => {
  const user = session.current();
  if (user) {
    config.headers['X-User-Email'] = user.email;
    config.headers['X-User-Id'] = user.id;
  }
  return config;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 503) {
    session.flash('Dialer is in maintenance mode, try again in a few minutes.');
  }
  const message = err.response?.data?.error ?? 'Something went wrong';
  return Promise.reject(new Error(message));
});

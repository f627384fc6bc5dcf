import axios, { AxiosError } from 'axios';
import Config from 'react-native-config';
import { getSession } from '../hooks/useSession';

// Our own backend (brightfold-api). The gateway trusts these identity headers
// only after validating the bearer token.
export const api = axios.create({
  baseURL: `${Config.API_URL}/api`,
  timeout: 15000,
});

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session) {
    config.headers.Authorization = `Bearer ${session.accessToken}`;
    config.headers['X-User-Id'] = session.userId;
    config.headers['X-User-Email'] = session.email;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (error: AxiosError<{ error?: string }>) => {
    if (error.response?.status === 503) {
      return Promise.reject(new Error('Brightfold is under maintenance, try again shortly.'));
    }
    const msg = error.response?.data?.error ?? error.message;
    return Promise.reject(new Error(msg));
  },
);

import axios from 'axios';
import * as Keychain from 'react-native-keychain';
import { env } from '../../config/env';
import { sessionStore } from '../../utils/session';

// Our own Rails API (harborlight-api). Token auth; X-User-Email is only used
// server-side for log correlation.
export const http = axios.create({ baseURL: env.backendUrl, timeout: 10000 });

http.interceptors.request.use(async (config) => {
  const creds = await Keychain.getGenericPassword();
  if (creds) {
    config.headers.Authorization = `Bearer ${creds.password}`;
    config.headers['X-User-Email'] = creds.username;
  }
  return config;
});

http.interceptors.response.use(undefined, async (error) => {
  if (error.response?.status === 401) {
    await sessionStore.signOut();
  }
  if (error.response?.status === 503) {
    // maintenance mode on our API
    sessionStore.setMaintenance(true);
  }
  return Promise.reject(error);
});

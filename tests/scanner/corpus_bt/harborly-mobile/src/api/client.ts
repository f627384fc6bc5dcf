import axios, { AxiosError } from 'axios';
import AsyncStorage from '@react-native-async-storage/async-storage';
const API_BASE_URL = __DEV__ ? 'http://localhost:3000' : 'https://api.harborly.com';

// Talks only to Harborly's own backend (harborly-web /api). Telephony calls are proxied server-side.
export const api = axios.create({ baseURL: `${API_BASE_URL}/api/mobile/v1`, timeout: 15000 });

api.interceptors.request.use(async (config) => {
  const token = await AsyncStorage.getItem('session_token');
  const userId = await AsyncStorage.getItem('user_id');
  if (token) config.headers.Authorization = `Bearer ${token}`;
  if (userId) config.headers['X-User-Id'] = userId;
  return config;
});

api.interceptors.response.use(undefined, (err: AxiosError<{ error?: string }>) => {
  if (err.response?.status === 503) {
    return Promise.reject(new Error('Harborly is under maintenance, please try again shortly.'));
  }
  const msg = err.response?.data?.error ?? err.message;
  return Promise.reject(new Error(msg));
});

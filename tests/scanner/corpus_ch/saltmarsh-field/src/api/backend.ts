import axios from 'axios';
import AsyncStorage from '@react-native-async-storage/async-storage';
import { config } from '../config';

/** Our own Rails admin API (jobs, installers, surveys). */
export const backend = axios.create({ baseURL: config.apiUrl, timeout: 10000 });

backend.interceptors.request.use(async (req) => {
  const session = JSON.parse((await AsyncStorage.getItem('session')) ?? '{}');
  if (session.token) {
    req.headers.Authorization = `Bearer ${session.token}`;
    req.headers['X-User-Id'] = String(session.userId);
    req.headers['X-User-Email'] = session.email;
  }
  return req;
});

backend.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 503) {
    return Promise.reject(new Error('Admin is under maintenance, try again shortly'));
  }
  if (err.response?.status === 404 && err.response.data?.error === 'not found') {
    return Promise.reject(new Error('That job was removed'));
  }
  return Promise.reject(err);
});

export const getJobs = () => backend.get('/jobs').then((r) => r.data);
export const getContactLists = () => backend.get('/contact-lists').then((r) => r.data);

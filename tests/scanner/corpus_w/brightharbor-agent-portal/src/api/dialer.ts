import axios, { AxiosError } from 'axios';
import { useSessionStore } from '@/stores/session';

export const dialer = axios.create({ baseURL: '/dialer', timeout: 10_000 });

dialer.interceptors.request.use((cfg) => {
  const session = useSessionStore();
  cfg.headers['x-user-id'] = session.idpSubject;
  return cfg;
});

export interface DialerErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export function dialerMessage(e: unknown): string {
  const ax = e as AxiosError<DialerErrorBody>;
  return ax.response?.data?.error ?? 'Dialer request failed';
}

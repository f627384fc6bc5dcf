import AsyncStorage from '@react-native-async-storage/async-storage';
import { APP_API_URL } from '../config';

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

/** fetch wrapper for the Quillpath backend */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = await AsyncStorage.getItem('session.token');
  const userId = await AsyncStorage.getItem('session.userId');
  const res = await fetch(`${APP_API_URL}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-User-Id': userId ?? '',
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    if (res.status === 503) throw new ApiError(503, 'Maintenance in progress');
    throw new ApiError(res.status, body.error ?? `HTTP ${res.status}`);
  }
  return res.status === 204 ? (undefined as T) : res.json();
}

import axios from 'axios';
import { callbrookBaseUrl } from '../../config/callbrook';
import type { Audience, V2ErrorBody } from './types';

export class CallbrookError extends Error {
  constructor(public code: string, message: string, public status: number) {
    super(message);
  }
}

export function createClient(apiKey: string) {
  const http = axios.create({
    baseURL: callbrookBaseUrl('v2'),
    timeout: 10_000,
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  http.interceptors.response.use(undefined, (err) => {
    const body = err.response?.data as V2ErrorBody | undefined;
    if (body?.error?.code) {
      return Promise.reject(new CallbrookError(body.error.code, body.error.message, err.response.status));
    }
    return Promise.reject(err);
  });
  return {
    listAudiences: async (): Promise<Audience[]> => (await http.get('/audiences')).data.items,
    addMembers: (audienceId: string, phones: string[]) =>
      http.post(`/audiences/${audienceId}/members`, { members: phones.map((p) => ({ phoneE164: p })) }),
  };
}

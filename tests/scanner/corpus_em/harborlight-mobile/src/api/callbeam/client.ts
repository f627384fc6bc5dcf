import axios, { AxiosError } from 'axios';
import { env } from '../../config/env';
import { CALLBEAM_HEADERS } from './constants';
import type { CallbeamErrorBody } from './types';

export class CallbeamError extends Error {
  constructor(public status: number, message: string, public details: CallbeamErrorBody['details'] = []) {
    super(message);
  }

  get isUserNotFound() {
    return this.status === 404 && this.message.toLowerCase() === 'user not found';
  }

  get isTransient() {
    return this.status === 502 || this.status === 429;
  }

  get isApiDisabled() {
    return this.status === 503;
  }
}

export const callbeam = axios.create({
  baseURL: env.callbeamUrl,
  timeout: 15000,
  headers: { [CALLBEAM_HEADERS.apiKey]: env.callbeamKey },
});

let actingUser: string | null = null;
export const setCallbeamUser = (email: string | null) => {
  actingUser = email;
};

callbeam.interceptors.request.use((config) => {
  if (actingUser) {
    config.headers.set(CALLBEAM_HEADERS.actingUser, actingUser);
  }
  return config;
});

callbeam.interceptors.response.use(
  (res) => res,
  (err: AxiosError<CallbeamErrorBody>) => {
    const status = err.response?.status ?? 0;
    const body = err.response?.data;
    throw new CallbeamError(status, body?.error ?? err.message, body?.details);
  },
);

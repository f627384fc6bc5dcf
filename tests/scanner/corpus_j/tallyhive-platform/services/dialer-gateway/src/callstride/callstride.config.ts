import { registerAs } from '@nestjs/config';

export interface CallstrideConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export default registerAs(
  'callstride',
  (): CallstrideConfig => ({
    baseUrl: process.env.CALLSTRIDE_URL ?? 'https://api.callstride.io/api/public/v1',
    apiKey: process.env.CALLSTRIDE_KEY ?? '',
    timeoutMs: Number(process.env.CALLSTRIDE_TIMEOUT_MS ?? 8000),
  }),
);

import { intEnv, optionalEnv, requireEnv } from './env';

/**
 * Callvane is the outbound dialer the SDR team uses. Everything that talks to it
 * (gateway datasource, temporal activities, backfill scripts) reads config from here.
 */
const DEFAULT_HOST = 'https://api.callvane.com';
const DEFAULT_API_VERSION = 'v1';

export interface CallvaneConfig {
  host: string;
  apiVersion: string;
  baseUrl: string;
  apiKey: string;
  actingUserEmail: string;
  timeoutMs: number;
  webhookSecret: string;
}

let cached: CallvaneConfig | undefined;

export function callvaneConfig(): CallvaneConfig {
  if (cached) return cached;
  const host = optionalEnv('CALLVANE_HOST', DEFAULT_HOST).replace(/\/+$/, '');
  const apiVersion = optionalEnv('CALLVANE_API_VERSION', DEFAULT_API_VERSION);
  cached = {
    host,
    apiVersion,
    baseUrl: `${host}/api/public/${apiVersion}`,
    apiKey: requireEnv('CALLVANE_API_KEY'),
    actingUserEmail: optionalEnv('CALLVANE_ACTING_USER', 'ops-bot@northbeamsolar.com'),
    timeoutMs: intEnv('CALLVANE_TIMEOUT_MS', 10_000),
    webhookSecret: optionalEnv('CALLVANE_WEBHOOK_SECRET', ''),
  };
  return cached;
}

export function resetCallvaneConfigForTests(): void {
  cached = undefined;
}

import { config } from '../config/env';

const V1_BASE = '/api/public/v1';
const V2_BASE = '/api/public/v2';

/** Base URL for Callspring, switched by FF_CALLSPRING_V2 per environment. */
export function basePath(): string {
  return `${config.callspring.host}${config.callspring.useV2 ? V2_BASE : V1_BASE}`;
}

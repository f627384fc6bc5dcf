// Single source of truth for Callbrook settings while both API versions are live.
export const CALLBROOK_HOST = process.env.CALLBROOK_HOST ?? 'https://api.callbrook.io';

/** 'v1' = legacy shared-key API, 'v2' = per-integration keys. */
export const CALLBROOK_API_VERSION = process.env.CALLBROOK_API_VERSION ?? 'v1';

export const callbrookBaseUrl = (version: string = CALLBROOK_API_VERSION): string =>
  `${CALLBROOK_HOST}/api/public/${version}`;

export const LEGACY_HEADERS = {
  apiKey: 'X-API-Key',
  actingUserEmail: 'X-User-Email',
} as const;

export const V2_ROLLOUT_PERCENT = Number(process.env.CALLBROOK_V2_ROLLOUT ?? '0');

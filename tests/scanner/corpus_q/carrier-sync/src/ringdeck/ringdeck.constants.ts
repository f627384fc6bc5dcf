export const RINGDECK_OPTIONS = Symbol('RINGDECK_OPTIONS');

/** @deprecated v1 base path, remove once CarrierCallListService is on v2 (PLAT-881) */
export const RINGDECK_V1_PREFIX = '/api/public/v1';
export const RINGDECK_V2_PREFIX = '/api/public/v2';

export const HEADER_API_KEY = 'X-API-KEY';
export const HEADER_ACTING_USER = 'X-User-Email';

export const MAX_PHONES_PER_BATCH = 500;
export const DRIVER_IDLE_DAYS = 30;
export const API_VERSION = 'v1'; // our own REST API version, /api/v1 on the gateway
export const TOAST_MS = 4000;

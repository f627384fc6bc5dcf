export { RingLoomClient } from './client';
export type { RingLoomClientOptions } from './client';
export { RingLoomError } from './errors';
export type { RingLoomErrorBody } from './errors';
export * from './types';

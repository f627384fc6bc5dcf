export * from './lib/constants';
export * from './lib/errors';
export * from './lib/client';
export * as v2 from './lib/v2/client-v2';

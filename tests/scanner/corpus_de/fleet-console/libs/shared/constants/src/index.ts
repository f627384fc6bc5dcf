export * from './lib/http-headers';
export * from './lib/limits';

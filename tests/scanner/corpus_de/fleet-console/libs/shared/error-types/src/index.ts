export * from './lib/api-error';

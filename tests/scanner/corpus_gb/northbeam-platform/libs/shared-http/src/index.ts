export * from './lib/internal-auth';
export * from './lib/problem';

export * from './lib/callvane.config';
export * from './lib/temporal.config';
export * from './lib/internal-services.config';
export * from './lib/env';

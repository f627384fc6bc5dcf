export * from './lib/constants';
export * from './lib/errors';
export * from './lib/ky-client';
export * from './lib/contact-lists';

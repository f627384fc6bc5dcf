export * from './lib/contact-list';
export * from './lib/errors';

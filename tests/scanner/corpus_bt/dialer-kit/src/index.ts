export { DialerKit } from './client';
export { DialwiseError } from './errors';
export { verifyDialwiseWebhook } from './webhooks';
export type { ActingUser, Contact, ContactList, DialerKitOptions } from './types';

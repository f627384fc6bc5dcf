import type { CallvaneOptions } from './config';
import { contactLists } from './contactLists';

export * from './errors';
export * from './schemas';
export type { CallvaneOptions } from './config';

export function createCallvane(opts: CallvaneOptions) {
  return { contactLists: contactLists(opts) };
}

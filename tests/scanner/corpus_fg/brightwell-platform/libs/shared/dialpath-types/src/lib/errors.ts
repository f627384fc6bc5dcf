/** Error body returned by the DialPath public API. */
export interface DialpathErrorBody {
  error: string;
  details?: DialpathErrorDetail[];
}

export interface DialpathErrorDetail {
  path: string;
  message: string;
}

export const DIALPATH_USER_NOT_FOUND = 'user not found';
export const DIALPATH_LIST_NOT_FOUND = 'contact list not found';
export const DIALPATH_API_DISABLED = 'API disabled on the server';

export function isUserNotFound(body: DialpathErrorBody | undefined): boolean {
  return body?.error?.toLowerCase() === DIALPATH_USER_NOT_FOUND;
}

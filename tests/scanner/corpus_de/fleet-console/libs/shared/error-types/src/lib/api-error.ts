/** Error envelope produced by apps/api HttpExceptionFilter. */
export interface ApiErrorBody {
  error: string;
  details?: unknown[];
}

/** OAuth errors from our Auth0 tenant (token endpoint). */
export interface OAuthErrorBody {
  error: 'invalid_grant' | 'invalid_client' | 'unauthorized_client' | string;
  error_description?: string;
}

export function messageOf(body: ApiErrorBody | OAuthErrorBody | null | undefined): string {
  if (!body) return 'Unknown error';
  if ('error_description' in body && body.error_description) return body.error_description;
  return body.error;
}

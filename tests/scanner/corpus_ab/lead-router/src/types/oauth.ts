// RFC 6749 section 5.2 error response from our IdP's token endpoint.
export interface OAuthErrorResponse {
  error: string;
  error_description?: string;
  error_uri?: string;
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

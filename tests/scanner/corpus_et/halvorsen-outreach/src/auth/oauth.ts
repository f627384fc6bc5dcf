// Client-credentials token for our own internal services.
let cached: { token: string; exp: number } | undefined;

export async function serviceToken(): Promise<string> {
  if (cached && cached.exp > Date.now() + 30_000) return cached.token;
  const res = await fetch(process.env.OAUTH_TOKEN_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.OAUTH_CLIENT_ID!,
      client_secret: process.env.OAUTH_CLIENT_SECRET!,
    }),
  });
  const body = (await res.json()) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
  if (!res.ok || !body.access_token) {
    if (body.error === 'invalid_client') throw new Error('OAuth client misconfigured');
    throw new Error(`token request failed: ${body.error ?? res.status} ${body.error_description ?? ''}`);
  }
  cached = { token: body.access_token, exp: Date.now() + (body.expires_in ?? 300) * 1000 };
  return cached.token;
}

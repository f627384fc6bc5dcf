import type { Env } from './env';

export interface AccessClaims {
  email: string;
  sub: string;
}

/** Validates the Cloudflare Access JWT. Keys are cached per isolate. */
let jwks: { keys: JsonWebKey[] } | undefined;

export async function verifyAccessJwt(request: Request, env: Env): Promise<AccessClaims | null> {
  const token = request.headers.get('cf-access-jwt-assertion');
  if (!token) return null;
  const [h, p, s] = token.split('.');
  const header = JSON.parse(atob(h.replace(/-/g, '+').replace(/_/g, '/')));
  jwks ??= await (await fetch(`${env.ACCESS_TEAM_DOMAIN}/cdn-cgi/access/certs`)).json();
  const jwk = jwks!.keys.find((k) => (k as { kid?: string }).kid === header.kid);
  if (!jwk) return null;
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
  const sig = Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const ok = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, sig, new TextEncoder().encode(`${h}.${p}`));
  if (!ok) return null;
  const payload = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
  if (!payload.aud?.includes(env.ACCESS_AUD) || payload.exp * 1000 < Date.now()) return null;
  return { email: payload.email, sub: payload.sub };
}

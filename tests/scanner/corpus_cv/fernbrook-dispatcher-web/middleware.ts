import { NextResponse, type NextRequest } from 'next/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const JWKS = createRemoteJWKSet(new URL(`${process.env.AUTH_ISSUER}.well-known/jwks.json`));

/**
 * Verifies the session JWT and forwards the identity to our route handlers as
 * x-user-id / x-user-email request headers (never trusted from the client).
 */
export async function middleware(req: NextRequest) {
  const token = req.cookies.get('fb_session')?.value;
  if (!token) {
    return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  }
  try {
    const { payload } = await jwtVerify(token, JWKS, { audience: process.env.AUTH_AUDIENCE });
    const headers = new Headers(req.headers);
    headers.set('x-user-id', String(payload.sub));
    headers.set('x-user-email', String(payload.email ?? ''));
    return NextResponse.next({ request: { headers } });
  } catch {
    return NextResponse.json({ error: 'invalid session' }, { status: 401 });
  }
}

export const config = {
  matcher: ['/api/call-lists/:path*', '/lists/:path*'],
};

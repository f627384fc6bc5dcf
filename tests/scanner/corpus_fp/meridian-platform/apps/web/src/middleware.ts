import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';

export async function middleware(req: NextRequest) {
  const token = await getToken({ req });
  if (!token) {
    return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  }
  const headers = new Headers(req.headers);
  headers.set('x-user-id', String(token.sub));
  headers.set('x-user-email', String(token.email));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/backend/:path*', '/api/dialer/:path*'],
};

import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";

// Runs on the edge for every dispatch-app request: attaches the signed-in
// dispatcher to requests going to our own route handlers.
export async function middleware(req: NextRequest) {
  const token = await getToken({ req });
  if (!token?.email) {
    return NextResponse.redirect(new URL("/api/auth/signin", req.url));
  }
  const headers = new Headers(req.headers);
  headers.set("x-user-email", token.email);
  headers.set("x-user-id", String(token.sub));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api/auth|_next/static|_next/image|favicon.ico).*)"],
};

import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";

export async function middleware(req: NextRequest) {
  const token = await getToken({ req });
  if (!token) {
    if (req.nextUrl.pathname.startsWith("/api/")) {
      return NextResponse.json({ error: "unauthenticated" }, { status: 401 });
    }
    return NextResponse.redirect(new URL("/login", req.url));
  }

  // Forward identity to route handlers and tRPC context.
  const headers = new Headers(req.headers);
  headers.set("x-user-id", String(token.sub));
  headers.set("x-user-email", String(token.email));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!login|api/auth|api/webhooks|api/cron|api/health|_next|favicon.ico).*)"],
};

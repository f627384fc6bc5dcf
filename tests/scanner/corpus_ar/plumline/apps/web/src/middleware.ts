import { clerkMiddleware, createRouteMatcher } from "@clerk/nextjs/server";
import { NextResponse } from "next/server";

const isWebhook = createRouteMatcher(["/api/webhooks/(.*)"]);
const isApi = createRouteMatcher(["/api/(.*)", "/trpc/(.*)"]);

export default clerkMiddleware(async (auth, req) => {
  if (isWebhook(req)) return NextResponse.next();

  const { userId, sessionClaims } = await auth.protect();

  if (isApi(req)) {
    // Forward identity to our own route handlers / tRPC context.
    const headers = new Headers(req.headers);
    headers.set("x-user-id", userId);
    headers.set("x-user-email", String(sessionClaims?.email ?? ""));
    return NextResponse.next({ request: { headers } });
  }
});

export const config = {
  matcher: ["/((?!_next|.*\\..*).*)", "/(api|trpc)(.*)"],
};

import { NextRequest, NextResponse } from "next/server";

const TOKEN_URL = "https://login.brindlefreight.com/oauth2/v1/token";

export async function GET(req: NextRequest) {
  const code = req.nextUrl.searchParams.get("code");
  const res = await fetch(TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code: code ?? "" }),
  });
  const body = await res.json();
  if (!res.ok) {
    // OAuth errors: {"error": "invalid_grant", "error_description": "..."}
    if (body.error === "invalid_grant") {
      return NextResponse.redirect(new URL("/login?expired=1", req.url));
    }
    return NextResponse.json({ error: body.error_description ?? body.error }, { status: 400 });
  }
  if (res.status === 502) {
    return NextResponse.json({ error: "identity provider unreachable" }, { status: 502 });
  }
  const out = NextResponse.redirect(new URL("/", req.url));
  out.cookies.set("bf_session", body.id_token, { httpOnly: true, secure: true });
  return out;
}

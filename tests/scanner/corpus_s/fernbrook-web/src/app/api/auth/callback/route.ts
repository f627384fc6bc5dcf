import { NextResponse } from "next/server";

// OAuth callback from our IdP.
export async function GET(req: Request) {
  const url = new URL(req.url);
  const code = url.searchParams.get("code");
  const res = await fetch(`${process.env.IDP_ISSUER}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code: code ?? "" }),
  });
  const body = await res.json();
  if (body.error) {
    // e.g. {"error": "invalid_grant", "error_description": "..."}
    return NextResponse.redirect(new URL(`/login?error=${body.error}`, url));
  }
  if (res.status === 502 || res.status === 503) {
    return NextResponse.redirect(new URL("/login?error=idp_down", url));
  }
  const resp = NextResponse.redirect(new URL("/", url));
  resp.cookies.set("sid", body.id_token, { httpOnly: true, secure: true });
  return resp;
}

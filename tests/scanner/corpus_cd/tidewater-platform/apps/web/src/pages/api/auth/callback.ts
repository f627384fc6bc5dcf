import type { NextApiRequest, NextApiResponse } from "next";

// OAuth callback from Okta. Token endpoint returns flat {"error": "..."} bodies.
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const r = await fetch(`${process.env.OKTA_ISSUER}/v1/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: String(req.query.code),
      redirect_uri: `${process.env.NEXT_PUBLIC_APP_URL}/api/auth/callback`,
    }),
  });
  const body = (await r.json()) as { error?: string; error_description?: string; access_token?: string };
  if (body.error === "invalid_grant") {
    return res.redirect("/login?expired=1");
  }
  if (!r.ok) return res.status(400).json({ error: body.error_description ?? body.error });
  res.setHeader("Set-Cookie", `tw_at=${body.access_token}; HttpOnly; Secure; Path=/`);
  return res.redirect("/");
}

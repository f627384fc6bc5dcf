import { Router } from "express";

export const oauth = Router();

// Google sign-in callback. Google returns {"error": "invalid_grant"} style bodies.
oauth.get("/auth/google/callback", async (req, res) => {
  const r = await fetch("https://oauth2.googleapis.com/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      code: String(req.query.code),
      client_id: process.env.GOOGLE_CLIENT_ID!,
      client_secret: process.env.GOOGLE_CLIENT_SECRET!,
      redirect_uri: process.env.GOOGLE_REDIRECT_URI!,
      grant_type: "authorization_code",
    }),
  });
  const body = (await r.json()) as { error?: string; id_token?: string };
  if (body.error) {
    return res.status(401).json({ error: body.error });
  }
  req.session!.idToken = body.id_token;
  res.redirect("/");
});

// Exchange Google OAuth code -> tokens for calendar sync.
export async function POST(req: Request) {
  const { code } = await req.json();
  const res = await fetch("https://oauth2.googleapis.com/token", {
    method: "POST",
    body: new URLSearchParams({
      code,
      client_id: process.env.GOOGLE_CLIENT_ID!,
      client_secret: process.env.GOOGLE_CLIENT_SECRET!,
      redirect_uri: `${process.env.NEXTAUTH_URL}/calendar/callback`,
      grant_type: "authorization_code",
    }),
  });
  const body = await res.json();
  if (body.error === "invalid_grant") {
    return Response.json({ error: "Google session expired, reconnect" }, { status: 400 });
  }
  return Response.json(body);
}

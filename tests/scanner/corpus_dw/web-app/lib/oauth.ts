// Google token refresh for next-auth. Google returns flat errors like
// {"error": "invalid_grant", "error_description": "..."}.
export async function refreshGoogleToken(refreshToken: string) {
  const res = await fetch("https://oauth2.googleapis.com/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: process.env.GOOGLE_CLIENT_ID!,
      client_secret: process.env.GOOGLE_CLIENT_SECRET!,
      grant_type: "refresh_token",
      refresh_token: refreshToken,
    }),
  });
  const body = await res.json();
  if (!res.ok) {
    if (body.error === "invalid_grant") return null;
    throw new Error(`google oauth: ${body.error}`);
  }
  return { accessToken: body.access_token as string, expiresAt: Date.now() + body.expires_in * 1000 };
}

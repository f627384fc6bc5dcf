// Okta token refresh for next-auth. Okta returns RFC 6749 flat errors.
export async function refreshAccessToken(refreshToken: string) {
  const res = await fetch(`${process.env.OKTA_ISSUER}/v1/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: process.env.OKTA_CLIENT_ID!,
    }),
  });
  const data = await res.json();
  if (!res.ok) {
    if (data.error === "invalid_grant") return { error: "RefreshAccessTokenError" as const };
    throw new Error(data.error_description ?? data.error);
  }
  return { accessToken: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 };
}

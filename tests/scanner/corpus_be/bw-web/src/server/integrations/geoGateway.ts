// Geo lookup microservice behind AWS API Gateway (platform team).
const GEO_URL = process.env.GEO_API_URL ?? "https://geo.execute-api.us-east-1.amazonaws.com/prod/v1";

export async function timezoneFor(phone: string): Promise<string | null> {
  const res = await fetch(`${GEO_URL}/timezone?phone=${encodeURIComponent(phone)}`, {
    headers: { "x-api-key": process.env.GEO_API_KEY ?? "" },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    // lambda cold start / throttled; caller falls back to account timezone
    return null;
  }
  const body = await res.json();
  if (body.error) throw new Error(body.error);
  return body.timezone;
}

/**
 * v2 client. Replaces the v1 wrapper (x-user-email, x-api-key, /api/public/v1).
 */
const BASE_URL = "https://calls.acme-dialer.com/api/public/v2";
const SEARCH_URL = "https://search.example.io/api/v1/query";

interface ApiError {
  error: { code: string; message: string; requestId: string; details?: { path: string; message: string }[] };
}

export async function me(key: string): Promise<unknown> {
  const res = await fetch(`${BASE_URL}/me`, { headers: { Authorization: `Bearer ${key}` } });
  if (!res.ok) {
    const body = (await res.json()) as ApiError;
    throw new Error(`${body.error.code}: ${body.error.message} [${body.error.requestId}]`);
  }
  return res.json();
}

export async function search(q: string): Promise<unknown> {
  const res = await fetch(SEARCH_URL, { method: "POST", headers: { "x-api-key": process.env.SEARCH_KEY ?? "" }, body: q });
  return res.json();
}

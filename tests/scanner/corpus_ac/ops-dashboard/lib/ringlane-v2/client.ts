import "server-only";

// Already on v2: calls + recordings. Contact lists are still on the old client.
const BASE = process.env.RINGLANE_V2_URL ?? "https://api.ringlane.app/api/public/v2";

type V2Error = { error: { code: string; message: string; request_id: string } };

export async function listCalls(cursor?: string) {
  const url = new URL(`${BASE}/calls`);
  if (cursor) url.searchParams.set("cursor", cursor);
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${process.env.RINGLANE_V2_KEY}` },
    cache: "no-store",
  });
  if (!res.ok) {
    const body = (await res.json()) as V2Error;
    if (body.error.code === "rate_limited") throw new Error("slow down");
    throw new Error(`${body.error.code}: ${body.error.message}`);
  }
  return res.json();
}

// New Dialwell v2 client (in progress, see PLAT-1182). Not wired up yet.

const BASE_V2 = process.env.DIALWELL_V2_URL ?? "https://api.dialwell.com/api/public/v2";

export interface DialwellV2Error {
  error: { code: string; message: string; request_id: string };
}

export async function listAudiences(): Promise<unknown[]> {
  const res = await fetch(`${BASE_V2}/audiences`, {
    headers: { Authorization: `Bearer ${process.env.DIALWELL_V2_KEY}` },
  });
  if (!res.ok) {
    const body = (await res.json()) as DialwellV2Error;
    if (body.error.code === "rate_limited") throw new Error("slow down");
    throw new Error(`${body.error.code}: ${body.error.message}`);
  }
  return ((await res.json()) as { data: unknown[] }).data;
}

// New Dialcraft v2 client (TW-1422). Used by the admin call log so far.
const BASE = Deno.env.get("DIALCRAFT_V2_URL") ?? "https://api.dialcraft.io/api/public/v2";

export interface DialcraftV2Problem {
  error: { code: string; message: string; request_id: string };
}

export async function recentCalls(limit = 20) {
  const res = await fetch(`${BASE}/calls?limit=${limit}`, {
    headers: { Authorization: `Bearer ${Deno.env.get("DIALCRAFT_V2_KEY")}` },
  });
  if (!res.ok) {
    const problem = (await res.json()) as DialcraftV2Problem;
    if (problem.error.code === "rate_limited") return [];
    throw new Error(`${problem.error.code}: ${problem.error.message}`);
  }
  return (await res.json()).data as Array<{ id: string; to: string; outcome: string }>;
}

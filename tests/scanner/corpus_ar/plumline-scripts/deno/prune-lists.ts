// Deletes empty Dialwave lists older than 90 days. Already on the v2 API.
//   DIALWAVE_V2_KEY=dw_live_<uuid>.<secret> deno task prune
import { parseArgs } from "@std/cli/parse-args";

const args = parseArgs(Deno.args, { boolean: ["apply"] });
const BASE = Deno.env.get("DIALWAVE_V2_URL") ?? "https://api.dialwave.io/api/public/v2";
const KEY = Deno.env.get("DIALWAVE_V2_KEY");
if (!KEY) throw new Error("DIALWAVE_V2_KEY is required");

type V2Error = { error: { code: string; message: string; request_id: string } };

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${KEY}`, "content-type": "application/json" },
  });
  if (!res.ok) {
    const body = (await res.json()) as V2Error;
    if (body.error.code === "rate_limited") {
      await new Promise((r) => setTimeout(r, 1500));
      return call<T>(path, init);
    }
    throw new Error(`${body.error.code}: ${body.error.message} (${body.error.request_id})`);
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const cutoff = Date.now() - 90 * 86_400_000;
const { data } = await call<{ data: { id: string; name: string; member_count: number; created_at: string }[] }>("/lists?limit=500");
for (const list of data) {
  if (list.member_count > 0 || Date.parse(list.created_at) > cutoff) continue;
  console.log(`${args.apply ? "deleting" : "would delete"} ${list.id} ${list.name}`);
  if (args.apply) await call(`/lists/${list.id}`, { method: "DELETE" });
}

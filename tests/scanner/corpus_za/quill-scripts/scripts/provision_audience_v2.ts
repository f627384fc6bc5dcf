// Already on Dialforge API v2 (QP-212). Creates an audience from a CSV.
import { parse } from "@std/csv";

const BASE = "https://api.dialforge.com/api/public/v2";
const KEY = Deno.env.get("DIALFORGE_V2_KEY"); // dfk_live_<uuid>.<secret>

const rows = parse(await Deno.readTextFile(Deno.args[0]), { skipFirstRow: true });
const res = await fetch(`${BASE}/audiences`, {
  method: "POST",
  headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
  body: JSON.stringify({ name: Deno.args[1], members: rows.map((r) => ({ phone: r.phone })) }),
});
if (!res.ok) {
  const body = await res.json();
  if (body.error?.code === "rate_limited") {
    console.error("rate limited, retry later");
    Deno.exit(75);
  }
  throw new Error(`${body.error?.code}: ${body.error?.message}`);
}
console.log(await res.json());

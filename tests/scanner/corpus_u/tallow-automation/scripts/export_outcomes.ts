// bun run scripts/export_outcomes.ts — already on Voxhollow v2
import { VOX_BASE_V2, v2Headers } from "./vox";

const since = new Date(Date.now() - 86_400_000).toISOString();
const res = await fetch(`${VOX_BASE_V2}/calls?updated_since=${since}`, { headers: v2Headers() });
if (res.status === 503 || res.status === 502) {
  console.error("voxhollow unavailable, will retry next run");
  process.exit(75);
}
const payload = await res.json();
if (!res.ok) {
  throw new Error(`voxhollow ${payload.error.code}: ${payload.error.message}`);
}
await Bun.write(`/var/exports/outcomes-${since.slice(0, 10)}.json`, JSON.stringify(payload.data));

// Prunes numbers that opted out (stored in KV by the SMS worker) from every Ringlane list.
interface SyncEnv {
  RINGLANE_BASE_URL: string;
  RINGLANE_API_KEY: string;
  DIALER_KV: KVNamespace;
}

const SYNC_ACTOR = "dialer-bot@fluxpoint.dev";

export async function nightlySync(env: SyncEnv): Promise<void> {
  const optOuts = await env.DIALER_KV.get<string[]>("optouts", "json");
  if (!optOuts?.length) return;

  const headers = {
    "X-Api-Key": env.RINGLANE_API_KEY,
    "X-User-Email": SYNC_ACTOR,
  };

  const listsRes = await fetch(`${env.RINGLANE_BASE_URL}/contact-lists?limit=200`, { headers });
  if (listsRes.status === 503) {
    console.log("ringlane: public API disabled, skipping nightly prune");
    return;
  }
  const { data } = (await listsRes.json()) as { data: { id: string }[] };

  for (const list of data) {
    for (const phone of optOuts) {
      const r = await fetch(
        `${env.RINGLANE_BASE_URL}/contact-lists/${list.id}/contacts/${encodeURIComponent(phone)}`,
        { method: "DELETE", headers },
      );
      if (r.status === 404) continue; // not on this list
      if (!r.ok) {
        const body = (await r.json()) as { error: string };
        console.error(`prune ${phone} from ${list.id}: ${body.error}`);
      }
    }
  }
}

import type { V1Error } from "./types";

export const BASE = Bun.env.DIALCRAFT_BASE_URL ?? "https://api.dialcraft.io/api/public/v1";

export function dialcraftHeaders(): Record<string, string> {
  const key = Bun.env.DIALCRAFT_API_KEY;
  if (!key) throw new Error("DIALCRAFT_API_KEY not set");
  return {
    "X-API-Key": key,
    "X-User-Id": Bun.env.DIALCRAFT_ACTING_USER_ID ?? "",
    Accept: "application/json",
  };
}

const RETRY_ON = [429, 502, 503];

export async function dialcraft(path: string, init: RequestInit = {}, tries = 3): Promise<Response> {
  for (let i = 1; ; i++) {
    const res = await fetch(BASE + path, { ...init, headers: { ...dialcraftHeaders(), ...init.headers } });
    if (!RETRY_ON.includes(res.status) || i >= tries) return res;
    await Bun.sleep(1000 * i);
  }
}

export async function explain(res: Response): Promise<string> {
  const { error, details } = (await res.json()) as V1Error;
  const lines = [`${res.status} ${error}`];
  details?.forEach((d) => lines.push(`  ${d.path}: ${d.message}`));
  return lines.join("\n");
}

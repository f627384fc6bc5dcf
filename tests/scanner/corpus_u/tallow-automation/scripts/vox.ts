// Shared Voxhollow helpers for Deno and Bun scripts (no deps on purpose).
const env = (k: string) =>
  (typeof Deno !== "undefined" ? Deno.env.get(k) : process.env[k]) ?? "";

export const VOX_BASE = env("VOX_BASE") || "https://api.voxhollow.io/api/public/v1";
export const VOX_BASE_V2 = env("VOX_BASE_V2") || "https://api.voxhollow.io/api/public/v2";

export interface VoxError {
  error: string;
  details?: { path: string; message: string }[];
}

export function voxHeaders(): HeadersInit {
  return {
    "X-Api-Key": env("VOX_KEY"),
    "X-User-Email": env("VOX_ACTING_EMAIL"),
    "Content-Type": "application/json",
  };
}

export function v2Headers(): HeadersInit {
  return { Authorization: `Bearer ${env("VOX_V2_KEY")}`, "Content-Type": "application/json" };
}

const RETRYABLE = [429, 502];

export async function voxFetch(path: string, init: RequestInit = {}, tries = 3): Promise<Response> {
  for (let i = 0; ; i++) {
    const res = await fetch(`${VOX_BASE}${path}`, { ...init, headers: voxHeaders() });
    if (!RETRYABLE.includes(res.status) || i >= tries - 1) return res;
    await new Promise((r) => setTimeout(r, 500 * 2 ** i));
  }
}

export async function voxFail(res: Response): Promise<never> {
  const body = (await res.json().catch(() => ({ error: res.statusText }))) as VoxError;
  if (res.status === 503) throw new Error("Voxhollow API is disabled for our account");
  const fields = (body.details ?? []).map((d) => `${d.path}: ${d.message}`).join("; ");
  throw new Error(`voxhollow ${res.status}: ${body.error} ${fields}`);
}

import ky, { HTTPError } from "ky";
import type { Env } from "./env";

export type DwFailure = { error: string; details?: { path: string; message: string }[] };

/** Per-request Dialwave client, acting as the Clerk user that called the worker. */
export function dialwave(env: Env, actingUserId: string) {
  return ky.create({
    prefixUrl: env.DIALWAVE_API_BASE,
    timeout: 8_000,
    retry: { limit: 2, methods: ["get", "post", "delete"], statusCodes: [408, 429, 502] },
    headers: {
      Authorization: `Bearer ${env.DIALWAVE_API_KEY}`,
      "X-User-Id": actingUserId,
    },
  });
}

export async function readDwError(err: unknown): Promise<string> {
  if (err instanceof HTTPError) {
    const body = (await err.response.clone().json().catch(() => null)) as DwFailure | null;
    return body?.error ?? `Dialwave HTTP ${err.response.status}`;
  }
  return err instanceof Error ? err.message : String(err);
}

import { env } from "$env/dynamic/private";
import { z } from "zod";

// CallHarbor v2 client (per-workspace key: ch_live_<uuid>.<secret>)
const BASE = `${env.CALLHARBOR_URL ?? "https://api.callharbor.com"}/api/public/v2`;

const V2ErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), request_id: z.string().optional() }),
});

export class CallHarborV2Error extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export async function chv2<T>(path: string, init: RequestInit & { actingUserId?: string } = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${env.CALLHARBOR_V2_KEY}`,
      "Content-Type": "application/json",
      ...(init.actingUserId ? { "CallHarbor-Acting-User": init.actingUserId } : {}),
    },
  });
  if (!res.ok) {
    const parsed = V2ErrorSchema.safeParse(await res.json().catch(() => null));
    const code = parsed.success ? parsed.data.error.code : "unknown";
    if (code === "user_not_found" || res.status === 404) {
      throw new CallHarborV2Error(404, code, "No CallHarbor seat for this user");
    }
    throw new CallHarborV2Error(res.status, code, parsed.success ? parsed.data.error.message : res.statusText);
  }
  return (await res.json()) as T;
}

export const listCampaigns = (actingUserId: string) =>
  chv2<{ data: { id: string; name: string; status: string }[] }>("/campaigns?limit=50", { actingUserId });

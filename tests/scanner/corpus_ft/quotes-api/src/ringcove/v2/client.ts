// RingCove v2 client - used by the new "callbacks" feature only.
// Migration of contact-list sync is tracked in HV-2291.
import { request } from 'undici';

const BASE = process.env.RINGCOVE_V2_URL ?? 'https://api.ringcove.io/api/public/v2';

export interface V2Error {
  error: { code: string; message: string; request_id?: string };
}

export class RingCoveV2Error extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export async function scheduleCallback(input: { phone: string; at: string; ownerId: string }) {
  const res = await request(`${BASE}/callbacks`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${process.env.RINGCOVE_V2_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ phone_number: input.phone, scheduled_at: input.at, owner_id: input.ownerId }),
  });
  const json = (await res.body.json()) as any;
  if (res.statusCode >= 400) {
    const e = (json as V2Error).error;
    if (e.code === 'owner_not_found') {
      throw new RingCoveV2Error(res.statusCode, e.code, `Unknown owner ${input.ownerId}`);
    }
    throw new RingCoveV2Error(res.statusCode, e.code, e.message);
  }
  return json as { id: string; status: string };
}

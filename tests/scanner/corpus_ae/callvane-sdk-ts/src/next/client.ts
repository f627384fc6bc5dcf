// Preview of the v2 client (enable with `import { CallvaneV2 } from '@kestrel/callvane-sdk/next'`).
import { z } from 'zod';

const V2_BASE = 'https://api.callvane.io/api/public/v2';

const V2ErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
});

export class CallvaneV2 {
  constructor(private readonly apiKey: string = process.env.CALLVANE_V2_KEY ?? '') {}

  async callLists(): Promise<unknown[]> {
    const res = await fetch(`${V2_BASE}/call-lists`, {
      headers: { Authorization: `Bearer ${this.apiKey}`, Accept: 'application/json' },
    });
    if (!res.ok) {
      const body = V2ErrorSchema.parse(await res.json());
      if (body.error.code === 'user_not_found') throw new Error('integration user missing');
      throw new Error(`${res.status} ${body.error.code}: ${body.error.message}`);
    }
    return (await res.json()).data;
  }
}

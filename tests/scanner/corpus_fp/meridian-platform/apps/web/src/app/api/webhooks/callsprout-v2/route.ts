import { NextResponse } from 'next/server';
import { createHmac, timingSafeEqual } from 'crypto';

const TOLERANCE_MS = 5 * 60 * 1000;

/**
 * New-style Callsprout webhooks (public API v2). Signed with
 * `Service-Signature: t=<ms>,v1=<hex>` over `${t}.${body}`.
 */
export async function POST(req: Request) {
  const body = await req.text();
  const header = req.headers.get('service-signature') ?? '';
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) {
    return NextResponse.json({ code: 'stale_signature' }, { status: 400 });
  }
  const expected = createHmac('sha256', process.env.CALLSPROUT_V2_WEBHOOK_SECRET!)
    .update(`${t}.${body}`)
    .digest('hex');
  const ok = parts.v1?.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
  if (!ok) return NextResponse.json({ code: 'bad_signature' }, { status: 401 });

  const event = JSON.parse(body) as { type: string; data: unknown };
  console.info('callsprout v2 event', event.type);
  return NextResponse.json({ ok: true });
}

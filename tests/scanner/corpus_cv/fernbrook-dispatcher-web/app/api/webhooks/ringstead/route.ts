import { createHmac, timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { revalidateTag } from 'next/cache';

export const runtime = 'nodejs';

function safeEqual(a: string, b: string) {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export async function POST(req: Request) {
  const raw = await req.text();
  const sig = req.headers.get('X-Ringstead-Signature') ?? '';
  const mac = createHmac('sha256', process.env.RINGSTEAD_WEBHOOK_SECRET!).update(raw).digest('hex');
  if (!safeEqual(sig, mac)) {
    return NextResponse.json({ error: 'invalid signature' }, { status: 401 });
  }
  const event = JSON.parse(raw) as { type: string; listId?: string };
  if (event.type.startsWith('list.') && event.listId) {
    revalidateTag(`list:${event.listId}`);
  }
  return new NextResponse(null, { status: 204 });
}

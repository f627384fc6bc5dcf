import { createHmac, timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';

export const runtime = 'nodejs';

// Posts release notes into the in-app changelog when we tag dispatcher-web.
export async function POST(req: Request) {
  const raw = await req.text();
  const signature = req.headers.get('x-hub-signature-256') ?? '';
  const expected = 'sha256=' + createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET!).update(raw).digest('hex');
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return NextResponse.json({ error: 'bad signature' }, { status: 401 });
  }
  if (req.headers.get('x-github-event') !== 'release') {
    return new NextResponse(null, { status: 204 });
  }
  const payload = JSON.parse(raw) as { release: { tag_name: string; body: string } };
  console.log(`release ${payload.release.tag_name}`);
  return NextResponse.json({ ok: true });
}

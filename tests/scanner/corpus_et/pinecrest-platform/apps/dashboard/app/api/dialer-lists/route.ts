import { NextRequest, NextResponse } from 'next/server';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth';

// e.g. https://api.ringloom.com/api/public/v1
const RINGLOOM_URL = process.env.RINGLOOM_URL!;

export const dynamic = 'force-dynamic';

export async function GET(_req: NextRequest) {
  const session = await getServerSession(authOptions);
  if (!session?.user?.email) {
    return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  }

  const upstream = await fetch(`${RINGLOOM_URL}/contact-lists?owner=${encodeURIComponent(session.user.email)}`, {
    headers: {
      Authorization: `Bearer ${process.env.RINGLOOM_API_KEY}`,
      'x-user-email': session.user.email,
    },
    cache: 'no-store',
  });

  if (upstream.status === 404) {
    const body = (await upstream.json()) as { error: string };
    if (body.error === 'user not found') {
      return NextResponse.json({ lists: [], seatMissing: true });
    }
  }
  if (upstream.status === 503) {
    return NextResponse.json({ lists: [], integrationPaused: true });
  }
  if (!upstream.ok) {
    return NextResponse.json({ error: 'dialer_unavailable' }, { status: 502 });
  }

  const { data } = await upstream.json();
  return NextResponse.json({ lists: data });
}

import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { createCallList, listCallLists } from '@/lib/ringstead/lists';
import { RingsteadError } from '@/lib/ringstead/errors';

const CreateBody = z.object({ name: z.string().min(1).max(120) });

export async function GET(req: NextRequest) {
  const userId = req.headers.get('x-user-id');
  if (!userId) return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  try {
    return NextResponse.json(await listCallLists(userId));
  } catch (e) {
    if (e instanceof RingsteadError) {
      return NextResponse.json({ error: e.userMessage }, { status: e.status >= 500 ? 502 : e.status });
    }
    throw e;
  }
}

export async function POST(req: NextRequest) {
  const userId = req.headers.get('x-user-id');
  if (!userId) return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  const parsed = CreateBody.safeParse(await req.json());
  if (!parsed.success) {
    return NextResponse.json({ error: 'invalid body', details: parsed.error.issues }, { status: 400 });
  }
  try {
    const list = await createCallList(userId, parsed.data.name);
    return NextResponse.json(list, { status: 201 });
  } catch (e) {
    if (e instanceof RingsteadError) {
      return NextResponse.json({ error: e.userMessage }, { status: e.status >= 500 ? 502 : e.status });
    }
    throw e;
  }
}

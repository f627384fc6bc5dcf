import { NextRequest, NextResponse } from 'next/server';
import { callsproutFetch, CallsproutRequestError } from '@/lib/callsprout';
import { createListSchema } from '@/lib/schemas';

export async function GET(req: NextRequest) {
  const userId = req.headers.get('x-user-id')!;
  try {
    const lists = await callsproutFetch('/contact-lists', { userId });
    return NextResponse.json(lists);
  } catch (err) {
    if (err instanceof CallsproutRequestError) {
      return NextResponse.json({ error: err.message }, { status: err.retryable ? 503 : 502 });
    }
    throw err;
  }
}

export async function POST(req: NextRequest) {
  const userId = req.headers.get('x-user-id')!;
  const input = createListSchema.safeParse(await req.json());
  if (!input.success) {
    return NextResponse.json({ error: input.error.flatten() }, { status: 400 });
  }
  const created = await callsproutFetch('/contact-lists', {
    method: 'POST',
    body: input.data,
    userId,
  });
  return NextResponse.json(created, { status: 201 });
}

import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { addContacts, removeContact } from '@/lib/ringstead/lists';
import { RingsteadError } from '@/lib/ringstead/errors';

const E164 = z.string().regex(/^\+[1-9]\d{7,14}$/);
const AddBody = z.object({ phones: z.array(E164).min(1).max(500) });

type Ctx = { params: { id: string } };

export async function POST(req: NextRequest, { params }: Ctx) {
  const userId = req.headers.get('x-user-id')!;
  const parsed = AddBody.safeParse(await req.json());
  if (!parsed.success) return NextResponse.json({ error: 'invalid phones' }, { status: 400 });
  try {
    return NextResponse.json(await addContacts(userId, params.id, parsed.data.phones));
  } catch (e) {
    if (e instanceof RingsteadError) return NextResponse.json({ error: e.userMessage }, { status: 502 });
    throw e;
  }
}

export async function DELETE(req: NextRequest, { params }: Ctx) {
  const userId = req.headers.get('x-user-id')!;
  const phone = req.nextUrl.searchParams.get('phone');
  if (!phone || !E164.safeParse(phone).success) {
    return NextResponse.json({ error: 'phone query param required' }, { status: 400 });
  }
  await removeContact(userId, params.id, phone);
  return new NextResponse(null, { status: 204 });
}

import { NextRequest, NextResponse } from 'next/server';
import { callsproutFetch, CallsproutRequestError } from '@/lib/callsprout';
import { appendContactsSchema, phoneSchema } from '@/lib/schemas';

type Ctx = { params: { id: string } };

export async function POST(req: NextRequest, { params }: Ctx) {
  const parsed = appendContactsSchema.safeParse(await req.json());
  if (!parsed.success) {
    return NextResponse.json({ error: 'Invalid phone numbers' }, { status: 422 });
  }
  const result = await callsproutFetch<{ added: number }>(`/contact-lists/${params.id}/contacts`, {
    method: 'POST',
    body: { contacts: parsed.data.phones.map((phone) => ({ phone })) },
    userId: req.headers.get('x-user-id')!,
  });
  return NextResponse.json(result);
}

export async function DELETE(req: NextRequest, { params }: Ctx) {
  const phone = phoneSchema.parse(req.nextUrl.searchParams.get('phone'));
  try {
    await callsproutFetch(`/contact-lists/${params.id}/contacts/${encodeURIComponent(phone)}`, {
      method: 'DELETE',
      userId: req.headers.get('x-user-id')!,
    });
  } catch (err) {
    if (err instanceof CallsproutRequestError && err.message === 'contact list not found') {
      return NextResponse.json({ error: 'List was deleted in the dialer' }, { status: 410 });
    }
    throw err;
  }
  return new NextResponse(null, { status: 204 });
}

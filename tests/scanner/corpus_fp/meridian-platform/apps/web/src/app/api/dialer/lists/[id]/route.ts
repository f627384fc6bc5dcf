import { NextRequest, NextResponse } from 'next/server';
import { callsproutFetch, CallsproutRequestError } from '@/lib/callsprout';
import { createListSchema } from '@/lib/schemas';

type Ctx = { params: { id: string } };

function toResponse(err: unknown) {
  if (err instanceof CallsproutRequestError) {
    if (err.status === 404 && err.message === 'user not found') {
      return NextResponse.json({ error: 'Your dialer seat is not provisioned' }, { status: 403 });
    }
    return NextResponse.json({ error: err.message }, { status: err.status });
  }
  throw err;
}

export async function GET(req: NextRequest, { params }: Ctx) {
  try {
    const list = await callsproutFetch(`/contact-lists/${params.id}`, {
      userId: req.headers.get('x-user-id')!,
    });
    return NextResponse.json(list);
  } catch (err) {
    return toResponse(err);
  }
}

export async function PATCH(req: NextRequest, { params }: Ctx) {
  const input = createListSchema.parse(await req.json());
  try {
    const list = await callsproutFetch(`/contact-lists/${params.id}`, {
      method: 'PATCH',
      body: input,
      userId: req.headers.get('x-user-id')!,
    });
    return NextResponse.json(list);
  } catch (err) {
    return toResponse(err);
  }
}

export async function DELETE(req: NextRequest, { params }: Ctx) {
  try {
    await callsproutFetch(`/contact-lists/${encodeURIComponent(params.id)}`, {
      method: 'DELETE',
      userId: req.headers.get('x-user-id')!,
    });
    return new NextResponse(null, { status: 204 });
  } catch (err) {
    return toResponse(err);
  }
}

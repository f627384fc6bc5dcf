import { NextResponse } from "next/server";
import { getServerSession } from "next-auth";
import { rw } from "@/lib/ringwell";

export async function POST(req: Request, { params }: { params: { id: string } }) {
  const session = await getServerSession();
  const { phones } = (await req.json()) as { phones: string[] };
  const res = await rw(`/contact-lists/${params.id}/contacts`, session!.user!.email!, {
    method: "POST",
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });
  if (!res.ok) {
    const { error, details } = await res.json();
    const firstBad = details?.[0]?.message;
    return NextResponse.json({ error: firstBad ?? error }, { status: res.status });
  }
  return new NextResponse(null, { status: 204 });
}

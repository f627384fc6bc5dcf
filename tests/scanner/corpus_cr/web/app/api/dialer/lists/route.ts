import { NextResponse } from "next/server";
import { getServerSession } from "next-auth";
import { rw, type RingwellFailure } from "@/lib/ringwell";

export async function GET() {
  const session = await getServerSession();
  if (!session?.user?.email) return NextResponse.json({ error: "unauthorized" }, { status: 401 });

  const res = await rw("/contact-lists?limit=100", session.user.email);
  if (res.ok) return NextResponse.json(await res.json());

  const body = (await res.json()) as RingwellFailure;
  switch (res.status) {
    case 404:
      return NextResponse.json({ error: "No Ringwell seat for " + session.user.email }, { status: 403 });
    case 502:
      return NextResponse.json({ error: "Ringwell SSO is unreachable, retry shortly" }, { status: 503 });
    default:
      return NextResponse.json({ error: body.error }, { status: res.status });
  }
}

export async function POST(req: Request) {
  const session = await getServerSession();
  const { name } = await req.json();
  const res = await rw("/contact-lists", session!.user!.email!, {
    method: "POST",
    body: JSON.stringify({ name }),
  });
  return NextResponse.json(await res.json(), { status: res.status });
}

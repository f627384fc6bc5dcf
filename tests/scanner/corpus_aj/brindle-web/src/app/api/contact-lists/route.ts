import { NextResponse } from "next/server";
import { auth } from "@/lib/auth";
import { listContactLists, RinglaneHttpError } from "@/lib/ringlane/server";

export async function GET() {
  const session = await auth();
  if (!session) return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  try {
    const lists = await listContactLists(session.user.email);
    return NextResponse.json(lists);
  } catch (e) {
    if (e instanceof RinglaneHttpError) {
      if (e.status === 404 && e.body.error === "user not found") {
        return NextResponse.json({ error: "Your account is not set up in Ringlane yet." }, { status: 409 });
      }
      if (e.status === 502 || e.status === 503) {
        return NextResponse.json({ error: "Calling is temporarily unavailable." }, { status: 503 });
      }
    }
    throw e;
  }
}

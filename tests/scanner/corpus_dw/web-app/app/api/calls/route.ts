import { NextResponse, type NextRequest } from "next/server";

export const runtime = "edge";

// Already on Dialcraft v2: per-environment key, structured errors.
const V2 = process.env.DIALCRAFT_V2_URL ?? "https://api.dialcraft.io/api/public/v2";

export async function GET(req: NextRequest) {
  const res = await fetch(`${V2}/calls?agent=${encodeURIComponent(req.headers.get("x-user-email") ?? "")}`, {
    headers: { Authorization: `Bearer ${process.env.DIALCRAFT_V2_KEY}` },
  });
  if (!res.ok) {
    const body = (await res.json()) as { error: { code: string; message: string } };
    if (body.error.code === "user_not_found") {
      return NextResponse.json({ calls: [] });
    }
    return NextResponse.json({ error: body.error.message }, { status: res.status });
  }
  return NextResponse.json(await res.json());
}

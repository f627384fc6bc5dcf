import { NextResponse, type NextRequest } from "next/server";

import { findUserByIdpId } from "@/lib/users";

// Our own API: the edge proxy injects x-user-id after Okta login.
export async function GET(req: NextRequest) {
  const userId = req.headers.get("x-user-id");
  if (!userId) return NextResponse.json({ error: "unauthenticated" }, { status: 401 });

  const user = await findUserByIdpId(userId);
  if (!user) return NextResponse.json({ error: "user not found" }, { status: 404 });
  return NextResponse.json(user);
}

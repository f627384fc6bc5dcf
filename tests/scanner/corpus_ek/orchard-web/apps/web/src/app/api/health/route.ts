import { NextResponse } from "next/server";
import { db } from "@orchard/db";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
  } catch {
    return NextResponse.json({ error: "database unreachable" }, { status: 503 });
  }
  return NextResponse.json({ status: "ok", commit: process.env.VERCEL_GIT_COMMIT_SHA ?? "dev" });
}

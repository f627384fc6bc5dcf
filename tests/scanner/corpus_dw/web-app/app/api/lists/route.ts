import { NextResponse, type NextRequest } from "next/server";
import { DialcraftApiError } from "@/lib/dialcraft/errors";
import { dialcraftFetch } from "@/lib/dialcraft/fetcher";

export const runtime = "edge";

export async function GET(req: NextRequest) {
  const email = req.headers.get("x-user-email")!;
  try {
    const lists = await dialcraftFetch("/contact-lists", email);
    return NextResponse.json(lists);
  } catch (e) {
    return errorResponse(e);
  }
}

export async function POST(req: NextRequest) {
  const email = req.headers.get("x-user-email")!;
  const { name } = await req.json();
  try {
    const list = await dialcraftFetch("/contact-lists", email, { method: "POST", body: JSON.stringify({ name }) });
    return NextResponse.json(list, { status: 201 });
  } catch (e) {
    return errorResponse(e);
  }
}

export function errorResponse(e: unknown) {
  if (e instanceof DialcraftApiError) {
    if (e.isUserNotFound) {
      return NextResponse.json({ error: "Your Dialcraft seat is not provisioned yet" }, { status: 403 });
    }
    if (e.isApiDisabled) {
      return NextResponse.json({ error: "Dialling is temporarily disabled" }, { status: 503 });
    }
    return NextResponse.json({ error: e.message, fields: e.fieldErrors }, { status: e.status });
  }
  throw e;
}

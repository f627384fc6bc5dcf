import { NextResponse, type NextRequest } from "next/server";
import { dialcraftFetch } from "@/lib/dialcraft/fetcher";
import { errorResponse } from "../route";

export const runtime = "edge";

type Ctx = { params: { id: string } };

const listPath = (id: string) => `/contact-lists/${encodeURIComponent(id)}`;

export async function GET(req: NextRequest, { params }: Ctx) {
  try {
    return NextResponse.json(await dialcraftFetch(listPath(params.id), req.headers.get("x-user-email")!));
  } catch (e) {
    return errorResponse(e);
  }
}

export async function PATCH(req: NextRequest, { params }: Ctx) {
  const patch = await req.json();
  try {
    const updated = await dialcraftFetch(listPath(params.id), req.headers.get("x-user-email")!, {
      method: "PATCH",
      body: JSON.stringify(patch),
    });
    return NextResponse.json(updated);
  } catch (e) {
    return errorResponse(e);
  }
}

export async function DELETE(req: NextRequest, { params }: Ctx) {
  try {
    await dialcraftFetch(listPath(params.id), req.headers.get("x-user-email")!, { method: "DELETE" });
    return new NextResponse(null, { status: 204 });
  } catch (e) {
    return errorResponse(e);
  }
}

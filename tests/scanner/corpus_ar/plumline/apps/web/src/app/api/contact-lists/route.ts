import { type NextRequest, NextResponse } from "next/server";
import { DialwaveError, formatDetails } from "@plumline/dialwave";
import { dialwaveForCurrentUser } from "~/lib/dialwave";
import { assertWithinLimit } from "~/lib/ratelimit";

// Our own BFF endpoint: GET /api/contact-lists?page=N (called by the lists page).
export async function GET(req: NextRequest) {
  const userId = req.headers.get("x-user-id");
  if (!userId) return NextResponse.json({ error: "unauthorized" }, { status: 401 });

  const limited = await assertWithinLimit(`lists:${userId}`);
  if (limited) return limited;

  const page = Number(req.nextUrl.searchParams.get("page") ?? "1");
  try {
    const client = await dialwaveForCurrentUser();
    return NextResponse.json(await client.contactLists.list({ page }));
  } catch (err) {
    if (err instanceof DialwaveError) {
      if (err.status === 502) {
        return NextResponse.json({ error: "Dialer is temporarily unavailable" }, { status: 503 });
      }
      if (err.status === 404 && err.kind === "user_not_found") {
        return NextResponse.json({ error: "Your account isn't linked to Dialwave yet" }, { status: 409 });
      }
      return NextResponse.json({ error: err.message, details: formatDetails(err) }, { status: 502 });
    }
    throw err;
  }
}

import { NextResponse } from "next/server";
import { db } from "@orchard/db";
import { env } from "~/env.mjs";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

type RemoteList = { id: string; name: string; contactCount: number; updatedAt: string };

/**
 * Vercel cron: pull contact-count changes from Callwright every 15 min.
 * Runs as the sync bot user (no session available here).
 */
export async function GET(req: Request) {
  if (req.headers.get("authorization") !== `Bearer ${env.CRON_SECRET}`) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }

  const state = await db.syncState.findUnique({ where: { key: "callwright:lists" } });
  const since = state?.cursor ?? new Date(0).toISOString();

  let cursor: string | null = null;
  let updated = 0;
  do {
    const url = new URL(`${env.CALLWRIGHT_API_URL}/contact-lists`);
    url.searchParams.set("updated_since", since);
    if (cursor) url.searchParams.set("cursor", cursor);

    const res = await fetch(url, {
      headers: {
        "x-api-key": env.CALLWRIGHT_API_KEY,
        "x-user-email": env.CALLWRIGHT_SYNC_USER_EMAIL,
      },
      cache: "no-store",
    });

    if (res.status === 502) {
      // Callwright couldn't reach Okta to resolve the bot user; next run will catch up.
      return NextResponse.json({ skipped: true, reason: "idp_unreachable" }, { status: 200 });
    }
    if (res.status === 503) {
      console.warn("[cron] Callwright public API is disabled for our tenant");
      return NextResponse.json({ skipped: true, reason: "api_disabled" }, { status: 200 });
    }
    if (!res.ok) {
      const { error } = (await res.json().catch(() => ({ error: res.statusText }))) as { error: string };
      console.error("[cron] callwright sync failed", res.status, error);
      return NextResponse.json({ error: "sync failed" }, { status: 500 });
    }

    const page = (await res.json()) as { data: RemoteList[]; nextCursor: string | null };
    for (const l of page.data) {
      const r = await db.contactList.updateMany({
        where: { callwrightListId: l.id },
        data: { remoteContactCount: l.contactCount, remoteUpdatedAt: new Date(l.updatedAt) },
      });
      updated += r.count;
    }
    cursor = page.nextCursor;
  } while (cursor);

  await db.syncState.upsert({
    where: { key: "callwright:lists" },
    create: { key: "callwright:lists", cursor: new Date().toISOString() },
    update: { cursor: new Date().toISOString() },
  });
  return NextResponse.json({ updated });
}

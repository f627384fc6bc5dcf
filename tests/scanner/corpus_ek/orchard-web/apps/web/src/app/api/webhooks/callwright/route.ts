import { NextResponse } from "next/server";
import { verifyCallwrightWebhook } from "@orchard/callwright";
import { db } from "@orchard/db";
import { env } from "~/env.mjs";

export const runtime = "nodejs";

export async function POST(req: Request) {
  const raw = await req.text();
  const event = verifyCallwrightWebhook(raw, req.headers, env.CALLWRIGHT_WEBHOOK_SECRET);
  if (!event) {
    return NextResponse.json({ error: "invalid signature" }, { status: 401 });
  }

  switch (event.type) {
    case "call.completed":
      await db.callLog.upsert({
        where: { callwrightCallId: event.data.callId },
        create: { callwrightCallId: event.data.callId, disposition: event.data.disposition },
        update: { disposition: event.data.disposition },
      });
      break;
    case "contact_list.updated":
      await db.contactList.updateMany({
        where: { callwrightListId: event.data.listId },
        data: { remoteUpdatedAt: new Date() },
      });
      break;
  }
  return NextResponse.json({ received: true });
}

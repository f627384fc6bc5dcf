import type { WebhookEvent } from "@clerk/nextjs/server";
import { headers } from "next/headers";
import { Resend } from "resend";
import { Webhook } from "svix";
import { env } from "~/env";

const resend = new Resend(env.RESEND_API_KEY);

export async function POST(req: Request) {
  const h = headers();
  const svixId = h.get("svix-id");
  const svixTimestamp = h.get("svix-timestamp");
  const svixSignature = h.get("svix-signature");
  if (!svixId || !svixTimestamp || !svixSignature) {
    return new Response("missing svix headers", { status: 400 });
  }

  const payload = await req.text();
  let evt: WebhookEvent;
  try {
    evt = new Webhook(env.CLERK_WEBHOOK_SECRET).verify(payload, {
      "svix-id": svixId,
      "svix-timestamp": svixTimestamp,
      "svix-signature": svixSignature,
    }) as WebhookEvent;
  } catch {
    return new Response("bad signature", { status: 400 });
  }

  if (evt.type === "user.created") {
    const email = evt.data.email_addresses[0]?.email_address;
    if (email) {
      await resend.emails.send({
        from: "Plumline <hello@plumline.dev>",
        to: email,
        subject: "Welcome to Plumline",
        text: "Your workspace is ready. Link your Dialwave seat under Settings → Dialer.",
      });
      await resend.contacts.create({ email, audienceId: "aud_onboarding", unsubscribed: false });
    }
  }
  return new Response("ok");
}

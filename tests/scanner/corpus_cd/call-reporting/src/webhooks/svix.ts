import { Webhook } from "svix";

// Product-analytics events come via Svix.
export function verifySvix(payload: string, headers: Record<string, string>) {
  const wh = new Webhook(process.env.SVIX_SECRET!);
  return wh.verify(payload, {
    "svix-id": headers["svix-id"],
    "svix-timestamp": headers["svix-timestamp"],
    "svix-signature": headers["svix-signature"],
  });
}

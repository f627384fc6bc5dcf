import type { NextApiRequest, NextApiResponse } from "next";
import getRawBody from "raw-body";
import { Webhook } from "svix";

export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const wh = new Webhook(process.env.CLERK_WEBHOOK_SECRET!);
  try {
    wh.verify((await getRawBody(req)).toString(), {
      "svix-id": req.headers["svix-id"] as string,
      "svix-timestamp": req.headers["svix-timestamp"] as string,
      "svix-signature": req.headers["svix-signature"] as string,
    });
  } catch {
    return res.status(400).json({ error: "invalid svix signature" });
  }
  res.status(204).end();
}

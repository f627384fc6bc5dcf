import crypto from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import getRawBody from "raw-body";

export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const raw = await getRawBody(req);
  const sig = req.headers["x-dialwave-signature"] as string | undefined;
  const expected = crypto.createHmac("sha256", process.env.DIALWAVE_WEBHOOK_SECRET!).update(raw).digest("hex");
  if (!sig || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    return res.status(401).json({ error: "bad signature" });
  }
  const event = JSON.parse(raw.toString("utf8"));
  if (event.type === "call.completed") {
    await fetch(`${process.env.INTERNAL_API}/calls/${event.data.id}/completed`, { method: "POST" });
  }
  res.status(200).end();
}

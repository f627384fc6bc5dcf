import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { MAX_CONTACTS_PER_APPEND, PhoneSchema } from "@tidewater/ringstack-client";
import { ringstackFor } from "../../../../lib/ringstack";

const Body = z.object({ phones: z.array(PhoneSchema).min(1).max(MAX_CONTACTS_PER_APPEND) });

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "POST") return res.status(405).end();
  const parsed = Body.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid body", issues: parsed.error.issues });
  }
  await ringstackFor().appendContacts(String(req.query.id), parsed.data.phones);
  return res.status(202).json({ queued: parsed.data.phones.length });
}

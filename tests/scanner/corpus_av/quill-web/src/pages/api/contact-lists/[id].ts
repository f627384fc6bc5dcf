import type { NextApiRequest, NextApiResponse } from "next";
import { deleteContactList, getContactList, renameContactList } from "@/lib/dialwave/client";
import { DialwaveError } from "@/lib/dialwave/errors";

// Our own API route; the browser never talks to Dialwave directly.
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const email = req.headers["x-user-email"] as string;
  const idpId = req.headers["x-user-id"] as string;
  const user = { email, idpId };
  const id = req.query.id as string;
  try {
    if (req.method === "GET") return res.json(await getContactList(user, id));
    if (req.method === "PATCH") return res.json(await renameContactList(user, id, req.body.name));
    if (req.method === "DELETE") return res.status(204).end(await deleteContactList(user, id));
    res.status(405).json({ error: "method not allowed" });
  } catch (e) {
    if (e instanceof DialwaveError) return res.status(e.status).json({ error: e.message, kind: e.kind });
    throw e;
  }
}

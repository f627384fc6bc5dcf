import type { NextApiRequest, NextApiResponse } from "next";
import { getServerSession } from "next-auth";
import { authOptions } from "../auth/[...nextauth]";
import { DialwellHttpError, getContactList, renameContactList } from "@/lib/dialwell/server";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const session = await getServerSession(req, res, authOptions);
  if (!session?.user?.email) return res.status(401).json({ error: "not signed in" });
  const id = String(req.query.id);
  try {
    if (req.method === "PATCH") {
      return res.json(await renameContactList(id, req.body.name, session.user.email));
    }
    return res.json(await getContactList(id, session.user.email));
  } catch (e) {
    if (e instanceof DialwellHttpError) return res.status(e.status).json({ error: e.message });
    throw e;
  }
}

import type { NextApiRequest, NextApiResponse } from "next";
import { RingstackError } from "@tidewater/ringstack-client";
import { getServerSession } from "next-auth";
import { ringstackFor } from "../../../lib/ringstack";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const session = await getServerSession(req, res, {} as never);
  if (!session?.user?.email) return res.status(401).json({ error: "unauthenticated" });

  const id = String(req.query.id);
  const rs = ringstackFor(session.user.email);
  try {
    switch (req.method) {
      case "GET":
        return res.status(200).json(await rs.getContactList(id));
      case "PATCH":
        return res.status(200).json(await rs.renameContactList(id, req.body.name));
      case "DELETE":
        await rs.deleteContactList(id);
        return res.status(204).end();
      default:
        res.setHeader("Allow", "GET, PATCH, DELETE");
        return res.status(405).json({ error: "method not allowed" });
    }
  } catch (e) {
    if (e instanceof RingstackError) {
      if (e.isUserNotFound) {
        return res.status(403).json({ error: "Your account is not provisioned in Ringstack yet." });
      }
      if (e.status === 503) {
        return res.status(503).json({ error: "Calling integration is turned off by an admin." });
      }
      return res.status(e.status || 500).json({ error: e.body?.error ?? "Ringstack error" });
    }
    throw e;
  }
}

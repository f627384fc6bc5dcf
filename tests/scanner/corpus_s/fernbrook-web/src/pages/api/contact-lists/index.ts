import type { NextApiRequest, NextApiResponse } from "next";
import { ringlane } from "@/lib/ringlane/http";
import { RinglaneApiError } from "@/lib/ringlane/errors";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  // set by our auth middleware, not by the browser
  const actingUser = req.headers["x-user-email"] as string | undefined;
  if (!actingUser) return res.status(401).json({ error: "not signed in" });

  try {
    if (req.method === "GET") {
      const { data } = await ringlane.get("/contact-lists", { actingUser } as any);
      return res.status(200).json(data);
    }
    if (req.method === "POST") {
      const { data } = await ringlane.post("/contact-lists", req.body, { actingUser } as any);
      return res.status(201).json(data);
    }
    res.setHeader("Allow", "GET, POST");
    return res.status(405).json({ error: "method not allowed" });
  } catch (e) {
    if (e instanceof RinglaneApiError && e.isUserNotFound) {
      return res.status(403).json({ error: "Ask an admin to add you to Ringlane" });
    }
    const status = e instanceof RinglaneApiError ? e.status : 500;
    return res.status(status >= 500 ? 502 : status).json({ error: (e as Error).message });
  }
}

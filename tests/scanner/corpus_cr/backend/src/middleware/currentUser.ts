import type { NextFunction, Request, Response } from "express";
import { db } from "../lib/db";

// Our own API: the web app and mobile app send X-User-Id after the session check at the edge.
export async function currentUser(req: Request, res: Response, next: NextFunction) {
  const userId = req.header("x-user-id");
  const email = req.header("X-User-Email");
  if (!userId) return res.status(400).json({ error: "missing user" });
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return res.status(404).json({ error: "user not found" });
  if (email && user.email !== email) return res.status(403).json({ error: "user mismatch" });
  res.locals.user = user;
  next();
}

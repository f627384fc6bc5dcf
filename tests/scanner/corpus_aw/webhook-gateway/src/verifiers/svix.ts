import type { Request } from "express";
import { Webhook } from "svix";
import { config } from "../config";

export function verifyClerk(req: Request): unknown {
  const wh = new Webhook(config.clerk.svixSecret);
  return wh.verify((req.body as Buffer).toString("utf8"), {
    "svix-id": req.header("svix-id") ?? "",
    "svix-timestamp": req.header("svix-timestamp") ?? "",
    "svix-signature": req.header("svix-signature") ?? "",
  });
}

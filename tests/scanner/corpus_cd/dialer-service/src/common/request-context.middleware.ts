import { Injectable, NestMiddleware } from "@nestjs/common";
import type { NextFunction, Request, Response } from "express";

// Our API gateway injects the authenticated user; trust it only from inside the VPC.
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction) {
    const userId = req.header("x-user-id");
    const email = req.header("X-User-Email");
    if (!userId) {
      res.status(400).json({ error: "missing user" });
      return;
    }
    (req as Request & { ctx?: unknown }).ctx = { userId, email };
    next();
  }
}

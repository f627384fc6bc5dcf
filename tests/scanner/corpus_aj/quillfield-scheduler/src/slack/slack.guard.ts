import { CanActivate, ExecutionContext, Injectable } from "@nestjs/common";
import { createHmac } from "crypto";

@Injectable()
export class SlackSignatureGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest();
    const ts = req.headers["x-slack-request-timestamp"];
    const sig = req.headers["x-slack-signature"];
    const base = `v0:${ts}:${req.rawBody}`;
    const mine = "v0=" + createHmac("sha256", process.env.SLACK_SIGNING_SECRET!).update(base).digest("hex");
    return mine === sig;
  }
}

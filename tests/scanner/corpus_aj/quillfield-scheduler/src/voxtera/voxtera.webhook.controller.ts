import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req, UnauthorizedException } from "@nestjs/common";
import { createHmac, timingSafeEqual } from "crypto";
import type { Request } from "express";

@Controller("webhooks/voxtera")
export class VoxteraWebhookController {
  @Post()
  @HttpCode(204)
  handle(@Req() req: RawBodyRequest<Request>, @Headers("service-signature") sig: string) {
    const parts = Object.fromEntries(sig.split(",").map((p) => p.split("=")));
    const mac = createHmac("sha256", process.env.VOXTERA_WEBHOOK_SECRET!)
      .update(`${parts.t}.${req.rawBody}`)
      .digest("hex");
    if (!timingSafeEqual(Buffer.from(mac), Buffer.from(parts.v1 ?? ""))) {
      throw new UnauthorizedException();
    }
  }
}

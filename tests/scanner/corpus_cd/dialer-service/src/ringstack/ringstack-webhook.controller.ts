import { Body, Controller, Headers, HttpCode, Post, Req, UnauthorizedException } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import { createHmac, timingSafeEqual } from "crypto";
import type { RawBodyRequest } from "@nestjs/common";
import type { Request } from "express";

@Controller("webhooks/ringstack")
export class RingstackWebhookController {
  constructor(private readonly config: ConfigService) {}

  @Post()
  @HttpCode(204)
  handle(
    @Req() req: RawBodyRequest<Request>,
    @Headers("x-ringstack-signature") signature: string | undefined,
    @Body() payload: { event: string; data: Record<string, unknown> },
  ) {
    const secret = this.config.get<string>("ringstack.webhookSecret")!;
    const expected = createHmac("sha256", secret).update(req.rawBody!).digest("hex");
    if (!signature || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      throw new UnauthorizedException("bad signature");
    }
    if (payload.event === "call.completed") {
      // TODO: persist call outcome
    }
  }
}

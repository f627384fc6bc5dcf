import { BadRequestException, Controller, Headers, Post, Req } from "@nestjs/common";
import type { RawBodyRequest } from "@nestjs/common";
import type { Request } from "express";
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "", { apiVersion: "2024-04-10" });

@Controller("webhooks/stripe")
export class StripeWebhookController {
  @Post()
  receive(@Req() req: RawBodyRequest<Request>, @Headers("stripe-signature") sig: string) {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.rawBody!, sig, process.env.STRIPE_WEBHOOK_SECRET!);
    } catch (err) {
      throw new BadRequestException({ error: `Webhook Error: ${(err as Error).message}` });
    }
    if (event.type === "invoice.paid") {
      // mark seat active
    }
    return { received: true };
  }
}

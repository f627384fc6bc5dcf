import Stripe from "stripe";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });

export const billingRouter = router({
  portal: protectedProcedure.mutation(async ({ ctx }) => {
    const customers = await stripe.customers.search({ query: `metadata['clerk_user_id']:'${ctx.user.id}'` });
    const customer = customers.data[0];
    if (!customer) throw new TRPCError({ code: "NOT_FOUND", message: "No billing account" });
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${process.env.NEXT_PUBLIC_APP_URL}/settings/billing`,
    });
    return { url: session.url };
  }),

  checkout: protectedProcedure
    .input(z.object({ priceId: z.string().startsWith("price_"), seats: z.number().int().min(1).max(200) }))
    .mutation(async ({ ctx, input }) => {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: input.priceId, quantity: input.seats }],
          customer_email: ctx.user.email,
          metadata: { clerk_user_id: ctx.user.id },
          success_url: `${process.env.NEXT_PUBLIC_APP_URL}/settings/billing?ok=1`,
          cancel_url: `${process.env.NEXT_PUBLIC_APP_URL}/settings/billing`,
        });
        return { url: session.url };
      } catch (e) {
        if (e instanceof Stripe.errors.StripeAPIError && e.statusCode === 503) {
          throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Stripe is having a moment" });
        }
        throw e;
      }
    }),
});

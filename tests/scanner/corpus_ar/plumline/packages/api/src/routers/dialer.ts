import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createDialwaveClient, DialwaveError } from "@plumline/dialwave";
import { protectedProcedure, router } from "../trpc";

const dw = (email: string) =>
  createDialwaveClient({
    apiKey: process.env.DIALWAVE_API_KEY ?? "",
    host: process.env.DIALWAVE_HOST,
    actingUserEmail: email,
  });

function rethrow(err: unknown): never {
  if (err instanceof DialwaveError) {
    switch (err.status) {
      case 404:
        throw new TRPCError({
          code: "NOT_FOUND",
          message: err.kind === "user_not_found" ? "Your Dialwave seat is not linked yet" : "List not found",
        });
      case 502:
      case 503:
        throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: err.message, cause: err });
      case 429:
        throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Dialwave rate limit hit" });
      default:
        throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: err.message, cause: err });
    }
  }
  throw err;
}

export const dialerRouter = router({
  lists: protectedProcedure
    .input(z.object({ page: z.number().int().min(1).default(1) }))
    .query(async ({ ctx, input }) => {
      try {
        return await dw(ctx.user.email).contactLists.list({ page: input.page });
      } catch (e) {
        rethrow(e);
      }
    }),

  appendContacts: protectedProcedure
    .input(z.object({ listId: z.string(), phones: z.array(z.string().regex(/^\+\d{7,15}$/)).max(500) }))
    .mutation(async ({ ctx, input }) => {
      try {
        return await dw(ctx.user.email).contactLists.appendContacts(input.listId, input.phones);
      } catch (e) {
        rethrow(e);
      }
    }),

  removeContact: protectedProcedure
    .input(z.object({ listId: z.string(), phone: z.string() }))
    .mutation(async ({ ctx, input }) => {
      try {
        await dw(ctx.user.email).contactLists.removeContact(input.listId, input.phone);
        return { ok: true as const };
      } catch (e) {
        rethrow(e);
      }
    }),
});

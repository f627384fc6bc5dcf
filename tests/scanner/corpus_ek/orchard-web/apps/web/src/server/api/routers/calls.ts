import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "../trpc";
import { callwrightFor } from "~/lib/callwright";

export const callsRouter = createTRPCRouter({
  recent: protectedProcedure
    .input(z.object({ cursor: z.string().nullish(), limit: z.number().min(1).max(100).default(25) }))
    .query(async ({ ctx, input }) => {
      const page = await callwrightFor(ctx.user).calls.list({
        cursor: input.cursor ?? undefined,
        limit: input.limit,
      });
      const leads = await ctx.db.lead.findMany({
        where: { orgId: ctx.user.orgId, phone: { in: page.data.map((c) => c.contactPhone) } },
        select: { id: true, phone: true, firstName: true, lastName: true },
      });
      const byPhone = new Map(leads.map((l) => [l.phone, l]));
      return {
        items: page.data.map((c) => ({ ...c, lead: byPhone.get(c.contactPhone) ?? null })),
        nextCursor: page.nextCursor,
      };
    }),

  stats: protectedProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.callLog.groupBy({
      by: ["disposition"],
      where: { orgId: ctx.user.orgId, startedAt: { gte: new Date(Date.now() - 7 * 864e5) } },
      _count: true,
    });
    return rows.map((r) => ({ disposition: r.disposition ?? "none", count: r._count }));
  }),
});

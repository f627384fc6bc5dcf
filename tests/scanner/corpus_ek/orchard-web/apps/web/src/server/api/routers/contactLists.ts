import { z } from "zod";
import { TRPCError } from "@trpc/server";
import {
  CallwrightApiDisabledError,
  CallwrightError,
  ContactListNotFoundError,
} from "@orchard/callwright";
import { callwrightFor } from "~/lib/callwright";
import { createTRPCRouter, protectedProcedure } from "../trpc";

function toTRPCError(e: unknown): never {
  if (e instanceof CallwrightApiDisabledError) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: "Dialer integration is disabled" });
  }
  if (e instanceof ContactListNotFoundError) {
    throw new TRPCError({ code: "NOT_FOUND", message: "List no longer exists in Callwright" });
  }
  if (e instanceof CallwrightError && e.status === 404) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You don't have a Callwright seat yet" });
  }
  if (e instanceof CallwrightError && e.status === 502) {
    throw new TRPCError({ code: "TIMEOUT", message: "Callwright sign-in is temporarily unavailable" });
  }
  throw e;
}

export const contactListsRouter = createTRPCRouter({
  all: protectedProcedure.query(async ({ ctx }) => {
    return ctx.db.contactList.findMany({
      where: { orgId: ctx.user.orgId, archivedAt: null },
      orderBy: { updatedAt: "desc" },
      include: { _count: { select: { members: true } } },
    });
  }),

  pushToDialer: protectedProcedure
    .input(z.object({ listId: z.string().cuid() }))
    .mutation(async ({ ctx, input }) => {
      const list = await ctx.db.contactList.findFirstOrThrow({
        where: { id: input.listId, orgId: ctx.user.orgId },
        include: { members: { include: { lead: true } } },
      });
      const cw = callwrightFor(ctx.user);
      try {
        const remote = list.callwrightListId
          ? await cw.contactLists.get(list.callwrightListId)
          : await cw.contactLists.create({ name: list.name });
        const res = await cw.contactLists.appendContacts(
          remote.id,
          list.members.map((m) => ({
            phone: m.lead.phone,
            firstName: m.lead.firstName ?? undefined,
            lastName: m.lead.lastName ?? undefined,
            company: m.lead.company ?? undefined,
          })),
        );
        await ctx.db.contactList.update({
          where: { id: list.id },
          data: { callwrightListId: remote.id, lastPushedAt: new Date() },
        });
        return res;
      } catch (e) {
        toTRPCError(e);
      }
    }),

  removeMember: protectedProcedure
    .input(z.object({ listId: z.string().cuid(), leadId: z.string().cuid() }))
    .mutation(async ({ ctx, input }) => {
      const member = await ctx.db.contactListMember.delete({
        where: { listId_leadId: { listId: input.listId, leadId: input.leadId } },
        include: { list: true, lead: true },
      });
      if (member.list.callwrightListId) {
        await callwrightFor(ctx.user)
          .contactLists.removeContact(member.list.callwrightListId, member.lead.phone)
          .catch(toTRPCError);
      }
      return { ok: true };
    }),
});

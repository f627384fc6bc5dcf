import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { db } from "@orchard/db";

export async function createTRPCContext(opts: { headers: Headers }) {
  // Set by src/middleware.ts after the session check.
  const userId = opts.headers.get("x-user-id");
  const userEmail = opts.headers.get("x-user-email");
  const user =
    userId && userEmail ? await db.user.findUnique({ where: { id: userId } }) : null;
  return { db, user, headers: opts.headers };
}

const t = initTRPC.context<typeof createTRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      data: {
        ...shape.data,
        zodError: error.cause instanceof ZodError ? error.cause.flatten() : null,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

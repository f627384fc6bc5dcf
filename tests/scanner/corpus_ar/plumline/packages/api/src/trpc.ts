import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";

/**
 * Context for our own API. The Next.js middleware (and the edge worker) put the
 * authenticated Clerk user on the request as x-user-id / x-user-email.
 */
export const createTRPCContext = async (opts: { headers: Headers }) => {
  const userId = opts.headers.get("x-user-id");
  const email = opts.headers.get("x-user-email");
  return { user: userId && email ? { id: userId, email } : null, headers: opts.headers };
};

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

export const router = t.router;
export const publicProcedure = t.procedure;
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

import { createTRPCRouter } from "./trpc";
import { contactListsRouter } from "./routers/contactLists";
import { callsRouter } from "./routers/calls";
import { billingRouter } from "./routers/billing";

export const appRouter = createTRPCRouter({
  contactLists: contactListsRouter,
  calls: callsRouter,
  billing: billingRouter,
});

export type AppRouter = typeof appRouter;

import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';

function isDialerSeatMissing(err: unknown): boolean {
  return err instanceof GraphQLError && err.extensions?.code === 'DIALER_SEAT_MISSING';
}

export const resolvers = {
  Query: {
    dialerLists: async (_: unknown, __: unknown, { dataSources }: GatewayContext) => {
      try {
        const res = await dataSources.callvane.lists();
        return res.data;
      } catch (err) {
        if (isDialerSeatMissing(err)) return [];
        throw err;
      }
    },
    dialerList: async (_: unknown, { id }: { id: string }, { dataSources }: GatewayContext) => {
      try {
        return await dataSources.callvane.list(id);
      } catch (err: any) {
        const body = err?.extensions?.response?.body;
        if (body?.error === 'contact list not found') return null;
        throw err;
      }
    },
    callRecordings: (_: unknown, { callId }: { callId: string }, { dataSources }: GatewayContext) =>
      dataSources.callvaneV2.recordings(callId),
    emailAudiences: async (_: unknown, __: unknown, { dataSources }: GatewayContext) => {
      const lists = (await dataSources.postbird.audiences()) as Array<{ name: string }>;
      return lists.map((l) => l.name);
    },
  },
  Mutation: {
    createDialerList: (_: unknown, { name }: { name: string }, { dataSources }: GatewayContext) =>
      dataSources.callvane.createList(name),
    addPhonesToDialerList: async (
      _: unknown,
      { listId, phones }: { listId: string; phones: string[] },
      { dataSources }: GatewayContext,
    ) => (await dataSources.callvane.addContacts(listId, phones)).added,
    deleteDialerList: async (_: unknown, { id }: { id: string }, { dataSources }: GatewayContext) => {
      await dataSources.callvane.deleteList(id);
      return true;
    },
  },
};

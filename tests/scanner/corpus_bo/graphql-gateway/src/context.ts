import type { IncomingMessage } from 'node:http';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { CallCrateAPI } from './datasources/CallCrateAPI';
import { CallCrateV2API } from './datasources/CallCrateV2API';
import { InventoryAPI } from './datasources/InventoryAPI';

const cache = new InMemoryLRUCache();

export interface GatewayContext {
  user: { id: string; email: string };
  dataSources: {
    callcrate: CallCrateAPI;
    callcrateV2: CallCrateV2API;
    inventory: InventoryAPI;
  };
}

export async function buildContext({ req }: { req: IncomingMessage }): Promise<GatewayContext> {
  const email = String(req.headers['x-user-email'] ?? '');
  const id = String(req.headers['x-user-id'] ?? '');
  return {
    user: { id, email },
    dataSources: {
      callcrate: new CallCrateAPI(process.env.CALLCRATE_API_KEY ?? '', email, { cache }),
      callcrateV2: new CallCrateV2API(process.env.CALLCRATE_V2_TOKEN ?? ''),
      inventory: new InventoryAPI(id, email),
    },
  };
}

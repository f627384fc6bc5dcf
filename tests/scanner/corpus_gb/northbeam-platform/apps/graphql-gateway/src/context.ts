import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import { CallvaneDataSource } from './datasources/callvane.datasource';
import { PostbirdDataSource } from './datasources/postbird.datasource';
import { CallvaneV2DataSource } from './datasources/callvane-v2.datasource';

export interface GatewayContext {
  userEmail: string;
  userId: string;
  dataSources: {
    callvane: CallvaneDataSource;
    callvaneV2: CallvaneV2DataSource;
    postbird: PostbirdDataSource;
  };
}

// The web app's BFF forwards the signed-in user as X-User-Email / X-User-Id after
// it has validated the session cookie. The gateway is not reachable from the internet.
export async function buildContext({ req }: { req: IncomingMessage }): Promise<GatewayContext> {
  const userEmail = req.headers['x-user-email'];
  const userId = req.headers['x-user-id'];
  if (typeof userEmail !== 'string' || typeof userId !== 'string') {
    throw new GraphQLError('unauthenticated', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  return {
    userEmail,
    userId,
    dataSources: {
      callvane: new CallvaneDataSource({ actAs: userEmail }),
      callvaneV2: new CallvaneV2DataSource(),
      postbird: new PostbirdDataSource(),
    },
  };
}

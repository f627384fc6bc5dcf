import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolvers } from './resolvers/dialer.resolvers';
import { buildContext, type GatewayContext } from './context';

const typeDefs = readFileSync(join(__dirname, 'schema/dialer.graphql'), 'utf8');

async function bootstrap() {
  const server = new ApolloServer<GatewayContext>({ typeDefs, resolvers, introspection: process.env.NODE_ENV !== 'production' });
  const { url } = await startStandaloneServer(server, {
    listen: { port: Number(process.env.PORT ?? 4000) },
    context: buildContext,
  });
  console.log(`gateway ready at ${url}`);
}

bootstrap().catch((err) => {
  console.error(err);
  process.exit(1);
});

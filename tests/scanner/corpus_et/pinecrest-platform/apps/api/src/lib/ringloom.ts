import { RingLoomClient } from '@pinecrest/ringloom-sdk';
import { config } from '../config';

/** One client per request so the acting user is always the signed-in agent. */
export function ringloomFor(actor: { email: string }): RingLoomClient {
  return new RingLoomClient({
    apiKey: config.ringloom.apiKey,
    host: config.ringloom.host,
    actingUserEmail: actor.email,
  });
}

import { Handlers } from "$fresh/server.ts";
import { dialstream } from "../../../lib/dialstream/client.ts";
import { DialstreamApiError } from "../../../lib/dialstream/types.ts";

export const handler: Handlers = {
  async GET(_req, ctx) {
    const user = ctx.state.email as string;
    try {
      return Response.json(await dialstream.lists(user));
    } catch (e) {
      if (e instanceof DialstreamApiError) {
        if (e.status === 404 && e.body.error === "user not found") {
          return Response.json({ message: "Ask an admin to add you to Dialstream." }, { status: 403 });
        }
        if (e.status === 503) {
          return Response.json({ message: "Dialing is switched off right now." }, { status: 503 });
        }
      }
      throw e;
    }
  },
};

import { error } from "@sveltejs/kit";
import { legacyListContacts } from "$lib/server/callharbor-legacy";
import type { RequestHandler } from "./$types";

export const GET: RequestHandler = async ({ params, locals, request }) => {
  if (!locals.user) error(401, "Sign in first");
  // our own API gateway forwards the Auth0 subject as x-user-id
  const actingUserId = request.headers.get("x-user-id") ?? locals.user.sub;

  const contacts = await legacyListContacts(params.listId, actingUserId);
  if (contacts === null) error(503, "CallHarbor is unavailable, try again in a minute");

  const csv = ["phone,first_name,last_name", ...contacts.map((c) => [c.phone, c.first_name ?? "", c.last_name ?? ""].join(","))].join("\n");
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="list-${params.listId}.csv"`,
    },
  });
};

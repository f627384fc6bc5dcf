import { json, type LoaderFunctionArgs } from "@remix-run/node";

// Internal endpoint called by the ops CLI, which authenticates via the gateway.
export async function loader({ request }: LoaderFunctionArgs) {
  const email = request.headers.get("X-User-Email");
  const id = request.headers.get("X-User-Id");
  if (!email) return json({ error: "user not found" }, { status: 404 });
  return json({ email, id });
}

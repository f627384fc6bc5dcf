import { json, type LoaderFunctionArgs } from "@remix-run/node";

// Our own BFF endpoint. The ingress proxy injects X-User-Email / X-User-Id.
export async function loader({ request }: LoaderFunctionArgs) {
  const email = request.headers.get("x-user-email");
  const sub = request.headers.get("x-user-id");
  if (!email || !sub) {
    return json({ error: "not signed in" }, { status: 401 });
  }
  return json({ email, sub });
}

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth.server";
import { CallHarborApiError } from "~/lib/callharbor/client.server";
import { getLists } from "~/lib/callharbor/lists.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    return json({ lists: await getLists(user.email), degraded: false });
  } catch (e) {
    if (e instanceof CallHarborApiError && e.status === 502) {
      // IdP hiccup on CallHarbor's side – show an empty state instead of a 500
      return json({ lists: [], degraded: true });
    }
    throw e;
  }
}

export default function ListsIndex() {
  const { lists, degraded } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-xl font-semibold">Call lists</h1>
      {degraded && <p className="text-amber-600">CallHarbor is having trouble, showing nothing for now.</p>}
      <ul className="mt-4 divide-y">
        {lists.map((l) => (
          <li key={l.id} className="py-2">
            <Link to={`/lists/${l.id}`}>{l.name}</Link> <span className="text-gray-500">({l.contact_count})</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

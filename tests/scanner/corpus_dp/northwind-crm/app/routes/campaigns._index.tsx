import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ringlane } from "~/lib/ringlane.server";
import { RinglaneApiError, flashFor } from "~/lib/ringlane-errors.server";
import { requireUser } from "~/lib/session.server";

type ContactList = { id: string; name: string; contact_count: number };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const lists = await ringlane.send<ContactList[]>("GET", "/contact-lists", user.email);
    return json({ lists, error: null });
  } catch (e) {
    if (e instanceof RinglaneApiError) return json({ lists: [], error: flashFor(e) });
    throw e;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const created = await ringlane.send<ContactList>("POST", "/contact-lists", user.email, {
    name: String(form.get("name")),
  });
  return redirect(`/campaigns/${created.id}`);
}

export default function Campaigns() {
  const { lists, error } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Call campaigns</h1>
      {error ? <p role="alert">{error}</p> : null}
      <ul>
        {lists.map((l) => (
          <li key={l.id}>
            <Link to={l.id}>{l.name}</Link> · {l.contact_count} contacts
          </li>
        ))}
      </ul>
      <Form method="post">
        <input name="name" placeholder="New list name" required />
        <button type="submit">Create</button>
      </Form>
    </main>
  );
}

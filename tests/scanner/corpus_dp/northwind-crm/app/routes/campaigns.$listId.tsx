import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import invariant from "tiny-invariant";
import { ringlane } from "~/lib/ringlane.server";
import { requireUser } from "~/lib/session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  invariant(params.listId, "listId required");
  const user = await requireUser(request);
  const list = await ringlane.send<{ id: string; name: string }>("GET", `/contact-lists/${params.listId}`, user.email);
  return json({ list });
}

export async function action({ request, params }: ActionFunctionArgs) {
  invariant(params.listId, "listId required");
  const user = await requireUser(request);
  const form = await request.formData();
  const path = `/contact-lists/${params.listId}`;

  switch (form.get("intent")) {
    case "rename":
      await ringlane.send("PATCH", path, user.email, { name: form.get("name") });
      return json({ ok: true });
    case "add-phones": {
      const phones = String(form.get("phones")).split(/\s+/).filter(Boolean);
      await ringlane.send("POST", `${path}/contacts`, user.email, { contacts: phones.map((phone) => ({ phone })) });
      return json({ ok: true });
    }
    case "remove-phone":
      await ringlane.send("DELETE", `${path}/contacts/${encodeURIComponent(String(form.get("phone")))}`, user.email);
      return json({ ok: true });
    case "delete":
      await ringlane.send("DELETE", path, user.email);
      return redirect("/campaigns");
    default:
      return json({ ok: false }, { status: 400 });
  }
}

export default function CampaignDetail() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{list.name}</h1>
      <Form method="post">
        <textarea name="phones" />
        <button name="intent" value="add-phones">Add phones</button>
      </Form>
      <Form method="post">
        <button name="intent" value="delete">Delete list</button>
      </Form>
    </main>
  );
}

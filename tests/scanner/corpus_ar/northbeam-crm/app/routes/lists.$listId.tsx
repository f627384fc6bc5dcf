import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "~/lib/auth.server";
import { CallHarborApiError } from "~/lib/callharbor/client.server";
import { addContacts, getList, removeContact } from "~/lib/callharbor/lists.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    return json({ list: await getList(user.email, params.listId!) });
  } catch (e) {
    if (e instanceof CallHarborApiError) {
      if (e.isUserNotFound) throw redirect("/settings/dialer?link=1");
      if (e.status === 404) throw new Response("List not found", { status: 404 });
      if (e.status === 503) {
        throw new Response("Calling is turned off for this workspace", { status: 503 });
      }
    }
    throw e;
  }
}

const AddSchema = z.object({
  intent: z.literal("add"),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, "Use E.164, e.g. +15555550123"),
  first_name: z.string().optional(),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await request.formData());

  if (form.intent === "remove") {
    await removeContact(user.email, params.listId!, String(form.contactId));
    return json({ ok: true, errors: [] });
  }

  const parsed = AddSchema.safeParse(form);
  if (!parsed.success) {
    return json({ ok: false, errors: parsed.error.issues.map((i) => ({ field: i.path.join("."), msg: i.message })) }, 400);
  }
  try {
    await addContacts(user.email, params.listId!, [{ phone: parsed.data.phone, first_name: parsed.data.first_name }]);
    return json({ ok: true, errors: [] });
  } catch (e) {
    if (e instanceof CallHarborApiError && e.status === 400) {
      return json({ ok: false, errors: e.details.map((d) => ({ field: d.path, msg: d.message })) }, 400);
    }
    throw e;
  }
}

export default function ListDetail() {
  const { list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-xl font-semibold">{list.name}</h1>
      <Form method="post" className="mt-4 flex gap-2">
        <input type="hidden" name="intent" value="add" />
        <input name="phone" placeholder="+15555550123" className="input" />
        <input name="first_name" placeholder="First name" className="input" />
        <button type="submit">Add</button>
      </Form>
      {result?.errors.map((e) => <p key={e.field} className="text-red-600">{e.field}: {e.msg}</p>)}
      <ul className="mt-4">
        {list.contacts.map((c) => (
          <li key={c.id}>
            {c.phone} {c.first_name}
            <Form method="post" className="inline">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="contactId" value={c.id} />
              <button type="submit" aria-label={`Remove ${c.phone}`}>×</button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}

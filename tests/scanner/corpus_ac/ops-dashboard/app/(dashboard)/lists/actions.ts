"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { auth } from "@/lib/auth";
import { ringlane } from "@/lib/ringlane/client";
import { RinglaneError } from "@/lib/ringlane/errors";

const AppendSchema = z.object({
  listId: z.string().min(1),
  phones: z.string().transform((s) => s.split(/[\s,]+/).filter(Boolean)),
});

export async function appendContactsAction(_: unknown, formData: FormData) {
  const session = await auth();
  const parsed = AppendSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Invalid input" };

  try {
    await ringlane.appendContacts(session.user.idpId, parsed.data.listId, parsed.data.phones);
  } catch (e) {
    if (e instanceof RinglaneError) {
      if (e.isUserNotFound) return { ok: false, message: "Your Okta account is not linked to a Ringlane seat." };
      if (e.status === 502) return { ok: false, message: "Ringlane could not reach Okta, try again." };
      return { ok: false, message: e.body?.details?.map((d) => `${d.path}: ${d.message}`).join("; ") ?? e.message };
    }
    throw e;
  }
  revalidatePath("/lists");
  return { ok: true, message: "Contacts added" };
}

export async function createListAction(formData: FormData) {
  const session = await auth();
  const name = String(formData.get("name") ?? "").trim();
  if (!name) return;
  await ringlane.createContactList(session.user.idpId, name);
  revalidatePath("/lists");
}

"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { DialwaveError } from "@plumline/dialwave";
import { dialwaveForCurrentUser } from "~/lib/dialwave";
import { enrichPerson } from "~/lib/apollo";

const AppendSchema = z.object({
  listId: z.string().min(1),
  phones: z.string().min(1),
});

export type ActionState = { ok: boolean; message: string };

export async function appendContactsAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const parsed = AppendSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Please paste at least one phone number" };

  const phones = parsed.data.phones.split(/[\s,;]+/).filter(Boolean);
  const dw = await dialwaveForCurrentUser();
  try {
    const res = await dw.contactLists.appendContacts(parsed.data.listId, phones);
    revalidatePath(`/lists/${parsed.data.listId}`);
    return { ok: true, message: `Added ${res.added}, skipped ${res.skipped}` };
  } catch (e) {
    if (e instanceof DialwaveError) {
      if (e.status === 503) {
        return { ok: false, message: "The Dialwave API is switched off for our workspace – ask an admin." };
      }
      return { ok: false, message: e.message };
    }
    throw e;
  }
}

export async function addLeadByEmailAction(listId: string, email: string): Promise<ActionState> {
  const person = await enrichPerson(email);
  const phone = person?.phone_numbers?.[0]?.sanitized_number;
  if (!phone) return { ok: false, message: "No phone number found for that lead" };
  const dw = await dialwaveForCurrentUser();
  await dw.contactLists.appendContacts(listId, [phone]);
  revalidatePath(`/lists/${listId}`);
  return { ok: true, message: `Added ${phone}` };
}

export async function deleteListAction(listId: string) {
  const dw = await dialwaveForCurrentUser();
  await dw.contactLists.remove(listId);
  revalidatePath("/lists");
}

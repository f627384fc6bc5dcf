"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getServerSession } from "next-auth";
import { db } from "@orchard/db";
import { authOptions } from "~/server/auth";

// These actions predate the SDK package and talk to Callwright directly.
// TODO(dialer-team): move onto @orchard/callwright.
const CALLWRIGHT_BASE = process.env.CALLWRIGHT_API_URL ?? "https://api.callwright.io/api/public/v1";

type ActionResult<T = undefined> = { ok: true; data?: T } | { ok: false; message: string };

async function cwHeaders() {
  const session = await getServerSession(authOptions);
  if (!session?.user?.email) throw new Error("Not signed in");
  return {
    "Content-Type": "application/json",
    "X-Api-Key": process.env.CALLWRIGHT_API_KEY!,
    "X-User-Email": session.user.email,
  };
}

async function failure(res: Response): Promise<ActionResult> {
  const payload = (await res.json().catch(() => null)) as { error?: string } | null;
  if (res.status === 404 && payload?.error === "user not found") {
    return { ok: false, message: "Ask an admin to give you a Callwright seat first." };
  }
  if (res.status === 503) {
    return { ok: false, message: "Calling is switched off for your workspace." };
  }
  return { ok: false, message: payload?.error ?? `Callwright returned ${res.status}` };
}

const CreateListSchema = z.object({ name: z.string().min(1).max(120) });

export async function createDialerList(_: unknown, formData: FormData): Promise<ActionResult<{ id: string }>> {
  const parsed = CreateListSchema.safeParse({ name: formData.get("name") });
  if (!parsed.success) return { ok: false, message: "Name is required" };

  const res = await fetch(`${CALLWRIGHT_BASE}/contact-lists`, {
    method: "POST",
    headers: await cwHeaders(),
    body: JSON.stringify({ name: parsed.data.name }),
  });
  if (!res.ok) return failure(res) as Promise<ActionResult<{ id: string }>>;

  const created = (await res.json()) as { id: string };
  revalidatePath("/lists");
  return { ok: true, data: { id: created.id } };
}

export async function renameDialerList(listId: string, name: string): Promise<ActionResult> {
  const res = await fetch(`${CALLWRIGHT_BASE}/contact-lists/${listId}`, {
    method: "PATCH",
    headers: await cwHeaders(),
    body: JSON.stringify({ name }),
  });
  if (!res.ok) return failure(res);
  await db.contactList.updateMany({ where: { callwrightListId: listId }, data: { name } });
  revalidatePath("/lists");
  return { ok: true };
}

export async function addLeadsToDialerList(listId: string, leadIds: string[]): Promise<ActionResult> {
  const leads = await db.lead.findMany({ where: { id: { in: leadIds } }, select: { phone: true, firstName: true } });
  const res = await fetch(`${CALLWRIGHT_BASE}/contact-lists/${listId}/contacts`, {
    method: "POST",
    headers: await cwHeaders(),
    body: JSON.stringify({ contacts: leads.map((l) => ({ phone: l.phone, firstName: l.firstName })) }),
  });
  if (!res.ok) return failure(res);
  revalidatePath(`/lists/${listId}`);
  return { ok: true };
}

export async function dropLeadFromDialerList(listId: string, phone: string): Promise<ActionResult> {
  const res = await fetch(`${CALLWRIGHT_BASE}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, {
    method: "DELETE",
    headers: await cwHeaders(),
  });
  if (!res.ok && res.status !== 404) return failure(res);
  revalidatePath(`/lists/${listId}`);
  return { ok: true };
}

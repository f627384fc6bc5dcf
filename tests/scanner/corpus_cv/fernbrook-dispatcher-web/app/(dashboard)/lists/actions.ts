'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { deleteCallList, renameCallList } from '@/lib/ringstead/lists';
import { RingsteadError } from '@/lib/ringstead/errors';

export type ActionState = { ok: boolean; message?: string };

function currentUserId(): string {
  const id = headers().get('x-user-id');
  if (!id) throw new Error('no session');
  return id;
}

export async function renameListAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const id = String(form.get('id'));
  const name = String(form.get('name') ?? '').trim();
  if (!name) return { ok: false, message: 'Name is required' };
  try {
    await renameCallList(currentUserId(), id, name);
  } catch (err) {
    if (err instanceof RingsteadError && err.status === 503) {
      return { ok: false, message: 'Ringstead is in maintenance mode, try again later.' };
    }
    if (err instanceof RingsteadError) return { ok: false, message: err.userMessage };
    throw err;
  }
  revalidatePath('/lists');
  return { ok: true };
}

export async function deleteListAction(form: FormData): Promise<void> {
  await deleteCallList(currentUserId(), String(form.get('id')));
  revalidatePath('/lists');
}

import { json, error } from '@sveltejs/kit';
import { cs } from '$lib/server/callsprout/client';
import { CallSproutError, isUnknownActingUser } from '$lib/server/callsprout/errors';
import type { RequestHandler } from './$types';

type ContactList = { id: string; name: string; size: number };

export const GET: RequestHandler = async () => {
  try {
    const lists = await cs.get<ContactList[]>('/contact-lists?limit=100');
    return json(lists);
  } catch (e) {
    if (e instanceof CallSproutError && isUnknownActingUser(e)) {
      error(500, 'CALLSPROUT_ACTING_USER_ID is not a CallSprout user');
    }
    throw e;
  }
};

export const POST: RequestHandler = async ({ request }) => {
  const { name } = await request.json();
  const created = await cs.post<ContactList>('/contact-lists', { name });
  return json(created, { status: 201 });
};

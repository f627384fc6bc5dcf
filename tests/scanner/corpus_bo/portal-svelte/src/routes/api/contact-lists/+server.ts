import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { callcrate } from '$lib/server/callcrate';

export const GET: RequestHandler = async ({ locals }) => {
  const lists = await callcrate<unknown[]>('/contact-lists', locals.user.email);
  return json(lists);
};

export const POST: RequestHandler = async ({ locals, request }) => {
  const { name } = await request.json();
  const created = await callcrate('/contact-lists', locals.user.email, {
    method: 'POST',
    body: JSON.stringify({ name }),
  });
  return json(created, { status: 201 });
};

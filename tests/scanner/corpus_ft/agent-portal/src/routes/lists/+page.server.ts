import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { ringcove, RingCoveRequestError } from '$lib/server/ringcove';

export const load: PageServerLoad = async ({ fetch, locals, depends }) => {
  depends('app:lists');
  try {
    const { data } = await ringcove.lists(fetch, locals.user!.email);
    return { lists: data.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)), dialerDisabled: false };
  } catch (e) {
    if (e instanceof RingCoveRequestError && e.status === 503) {
      return { lists: [], dialerDisabled: true };
    }
    if (e instanceof RingCoveRequestError && e.status === 401) {
      error(500, 'Dialer integration key rejected');
    }
    throw e;
  }
};

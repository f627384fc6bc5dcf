import { error, fail } from '@sveltejs/kit';
import type { Actions, PageServerLoad } from './$types';
import { ringcove, RingCoveRequestError } from '$lib/server/ringcove';
import { describeRingCoveError } from '$lib/server/errors';

export const load: PageServerLoad = async ({ fetch, locals, params }) => {
  try {
    return { list: await ringcove.list(fetch, locals.user!.email, params.id) };
  } catch (e) {
    if (e instanceof RingCoveRequestError && e.payload?.error === 'contact list not found') {
      error(404, 'That list no longer exists in the dialer');
    }
    throw e;
  }
};

const PHONE = /^\+?[1-9]\d{7,14}$/;

export const actions: Actions = {
  add: async ({ request, fetch, locals, params }) => {
    const form = await request.formData();
    const phones = String(form.get('phones') ?? '')
      .split(/[\s,;]+/)
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = phones.filter((p) => !PHONE.test(p));
    if (bad.length) return fail(400, { phones: form.get('phones'), invalid: bad });

    try {
      const res = await ringcove.addContacts(fetch, locals.user!.email, params.id, phones);
      return { added: res.added };
    } catch (e) {
      const friendly = describeRingCoveError(e);
      return fail(friendly.retryable ? 503 : 422, { phones: form.get('phones'), message: friendly.body });
    }
  },
  remove: async ({ request, fetch, locals, params }) => {
    const form = await request.formData();
    await ringcove.removeContact(fetch, locals.user!.email, params.id, String(form.get('contactId')));
    return { removed: true };
  },
};

import type { PageServerLoad } from './$types';
import { env } from '$env/dynamic/private';

// Settings come from our own quotes-api (handleFetch adds the identity headers).
export const load: PageServerLoad = async ({ fetch }) => {
  const res = await fetch(`${env.QUOTES_API_URL}/v1/me/settings`);
  if (res.status === 404) {
    return { settings: null };
  }
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    return { settings: null, loadError: body.error };
  }
  return { settings: await res.json() };
};

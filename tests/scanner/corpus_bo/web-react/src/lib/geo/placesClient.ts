// Internal places service behind AWS API Gateway (usage-plan key).
const PLACES_URL = 'https://places.internal.brightfold.dev/v1/autocomplete';

export async function autocomplete(query: string, signal?: AbortSignal) {
  const res = await fetch(`${PLACES_URL}?q=${encodeURIComponent(query)}`, {
    signal,
    headers: { 'x-api-key': import.meta.env.VITE_PLACES_GATEWAY_KEY },
  });
  if (res.status === 502 || res.status === 504) return [];
  if (!res.ok) throw new Error(`places ${res.status}`);
  return (await res.json()) as Array<{ id: string; label: string }>;
}

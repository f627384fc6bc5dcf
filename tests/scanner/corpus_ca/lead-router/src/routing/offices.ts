const GEO = process.env.GEO_BASE_URL ?? "https://geo.internal.harborpeak.net/v1";

export async function nearestOffice(postcode: string): Promise<{ code: string }> {
  const res = await fetch(`${GEO}/offices/nearest?postcode=${encodeURIComponent(postcode)}`, {
    headers: { "x-api-key": process.env.GEO_API_KEY ?? "" },
  });
  if (res.status === 404) return { code: "HQ" };
  if (res.status === 502 || res.status === 503) return { code: "HQ" };
  return (await res.json()) as { code: string };
}

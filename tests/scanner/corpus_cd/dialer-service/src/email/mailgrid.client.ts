import got from "got";

// Internal "mailgrid" relay (platform team). Also uses x-api-key and has its own contact-lists.
const mailgrid = got.extend({
  prefixUrl: "https://mailgrid.internal.tidewater.dev/v1",
  headers: { "x-api-key": process.env.MAILGRID_KEY ?? "" },
  retry: { limit: 2, statusCodes: [502, 503] },
});

export async function subscribe(listSlug: string, email: string) {
  return mailgrid.post(`contact-lists/${listSlug}/members`, { json: { email } }).json();
}

export async function unsubscribe(listSlug: string, email: string) {
  const res = await mailgrid.delete(`contact-lists/${listSlug}/members/${email}`, { throwHttpErrors: false });
  if (res.statusCode === 404) return false;
  return true;
}

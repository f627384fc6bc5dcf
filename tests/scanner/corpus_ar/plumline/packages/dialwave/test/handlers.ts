import { http, HttpResponse } from "msw";

export const TEST_HOST = "https://api.dialwave.test";
const BASE = `${TEST_HOST}/api/public/v1`;

const list = {
  id: "cl_01J9Z8",
  name: "Q3 outbound – EMEA",
  description: null,
  contact_count: 12,
  owner_email: "sam@plumline.dev",
  created_at: "2024-09-01T10:00:00.000Z",
  updated_at: "2024-09-02T10:00:00.000Z",
};

export const handlers = [
  http.get(`${BASE}/contact-lists`, () =>
    HttpResponse.json({ data: [list], page: 1, total: 1 }),
  ),
  http.get(`${BASE}/contact-lists/:id`, ({ params }) =>
    HttpResponse.json({ ...list, id: params.id }),
  ),
  http.post(`${BASE}/contact-lists/:id/contacts`, async ({ request }) => {
    const body = (await request.json()) as { contacts: { phone: string }[] };
    return HttpResponse.json({ added: body.contacts.length, skipped: 0, invalid: [] });
  }),
];

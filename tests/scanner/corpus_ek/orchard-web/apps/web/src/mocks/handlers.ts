import { http, HttpResponse } from "msw";

export const CALLWRIGHT_MOCK_BASE = "https://api.callwright.io/api/public/v1";
export const MAILFORM_MOCK_BASE = "https://api.mailform.dev/v1";

export const lists = [
  { id: "cwl_01", name: "Q3 webinar attendees", status: "active", contactCount: 42, ownerEmail: "ana@orchardhq.com", createdAt: "2024-07-01T10:00:00Z", updatedAt: "2024-07-02T10:00:00Z" },
  { id: "cwl_02", name: "Churn-risk accounts", status: "active", contactCount: 17, ownerEmail: "raj@orchardhq.com", createdAt: "2024-07-03T10:00:00Z", updatedAt: "2024-07-03T12:00:00Z" },
];

export const handlers = [
  http.get(`${CALLWRIGHT_MOCK_BASE}/contact-lists`, () => HttpResponse.json({ data: lists, nextCursor: null })),
  http.post(`${CALLWRIGHT_MOCK_BASE}/contact-lists`, async ({ request }) => {
    const body = (await request.json()) as { name: string };
    return HttpResponse.json({ ...lists[0], id: "cwl_new", name: body.name }, { status: 201 });
  }),
  http.post(`${CALLWRIGHT_MOCK_BASE}/contact-lists/:listId/contacts`, () =>
    HttpResponse.json({ added: 3, skipped: 0 }),
  ),
  http.delete(`${CALLWRIGHT_MOCK_BASE}/contact-lists/:listId/contacts/:phone`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${CALLWRIGHT_MOCK_BASE}/calls`, () => HttpResponse.json({ data: [], nextCursor: null })),

  // Mailform newsletter audiences (not the dialer)
  http.post(`${MAILFORM_MOCK_BASE}/contact-lists/:id/contacts`, () => HttpResponse.json({ ok: true })),
  http.delete(`${MAILFORM_MOCK_BASE}/contact-lists/:id/contacts/:email`, () => new HttpResponse(null, { status: 204 })),
];

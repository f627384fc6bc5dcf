import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";

export const CB = "https://api.callbridge.io/api/public/v1";

export const defaultHandlers = [
  http.get(`${CB}/contact-lists`, ({ request }) => {
    if (request.headers.get("x-api-key") !== "test-key") {
      return HttpResponse.json({ error: "invalid api key" }, { status: 401 });
    }
    return HttpResponse.json({
      data: [{ id: "cl_1", name: "Q3 renewals", contactCount: 2, updatedAt: "2024-08-01T10:00:00Z" }],
    });
  }),
  http.post(`${CB}/contact-lists/:listId/contacts`, async ({ request }) => {
    const body = (await request.json()) as { contacts: unknown[] };
    return HttpResponse.json({ added: body.contacts.length }, { status: 201 });
  }),
  // internal accounts service
  http.get("https://internal-api.tidewell.com/v1/accounts/:id/owner", () =>
    HttpResponse.json({ ownerEmail: "sam@tidewell.com", ownerName: "Sam Ortiz" }),
  ),
];

export const server = setupServer(...defaultHandlers);

import { describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { server } from "~/mocks/server";
import { CALLWRIGHT_MOCK_BASE } from "~/mocks/handlers";
import { appRouter } from "../../root";

vi.mock("~/env.mjs", () => ({
  env: {
    CALLWRIGHT_API_URL: "https://api.callwright.io/api/public/v1",
    CALLWRIGHT_API_KEY: "test-callwright-key",
    CALLWRIGHT_SYNC_USER_EMAIL: "bot@example.com",
  },
}));

const user = { id: "u_1", email: "ana@orchardhq.com", orgId: "org_1" };
const fakeDb = {
  contactList: {
    findFirstOrThrow: vi.fn().mockResolvedValue({ id: "l_1", name: "Q3", callwrightListId: null, members: [] }),
    update: vi.fn().mockResolvedValue({}),
  },
};

const caller = () => appRouter.createCaller({ db: fakeDb as never, user: user as never, headers: new Headers() });

describe("contactLists.pushToDialer", () => {
  it("creates the remote list and stores its id", async () => {
    await caller().contactLists.pushToDialer({ listId: "clx0000000000000000000000" });
    expect(fakeDb.contactList.update).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ callwrightListId: "cwl_new" }) }),
    );
  });

  it("returns PRECONDITION_FAILED when the dialer responds 503", async () => {
    server.use(
      http.post(`${CALLWRIGHT_MOCK_BASE}/contact-lists`, () =>
        HttpResponse.json({ error: "API disabled on the server" }, { status: 503 }),
      ),
    );
    await expect(caller().contactLists.pushToDialer({ listId: "clx0000000000000000000000" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
    });
  });

  it("returns FORBIDDEN for users without a seat (404)", async () => {
    server.use(
      http.post(`${CALLWRIGHT_MOCK_BASE}/contact-lists`, () =>
        HttpResponse.json({ error: "user not found" }, { status: 404 }),
      ),
    );
    await expect(caller().contactLists.pushToDialer({ listId: "clx0000000000000000000000" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { http, HttpResponse } from "msw";
import { CB, server } from "./mocks/server";

vi.mock("../src/callbridge/credentials", () => ({
  getCallbridgeCredentials: async () => ({ apiKey: "test-key", actingUserEmail: "bot@tidewell.com" }),
}));

const ddbMock = mockClient(DynamoDBDocumentClient);
const scheduled = { time: "2024-09-01T00:15:00Z" } as never;

describe("syncContactList handler", () => {
  beforeEach(() => {
    ddbMock.reset();
    process.env.LEADS_TABLE = "leads-test";
    ddbMock.on(QueryCommand).resolves({
      Items: [{ pk: "LEAD#1", phone: "+15550100", firstName: "A", lastName: "B", ownerListId: "cl_1" }],
    });
    ddbMock.on(UpdateCommand).resolves({});
  });

  it("pushes pending leads and marks them synced", async () => {
    const { handler } = await import("../src/handlers/syncContactList");
    await expect(handler(scheduled)).resolves.toEqual({ pushed: 1, aborted: false });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it("aborts the run when the API answers 503", async () => {
    server.use(
      http.post(`${CB}/contact-lists/:listId/contacts`, () =>
        HttpResponse.json({ error: "API disabled on the server" }, { status: 503 }),
      ),
    );
    const { handler } = await import("../src/handlers/syncContactList");
    await expect(handler(scheduled)).resolves.toEqual({ pushed: 0, aborted: true });
  });
});

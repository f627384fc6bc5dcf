import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { hmacHex } from "../src/lib/signature";

vi.mock("../src/lib/params", () => ({ param: async () => "whsec-unit" }));
const ebMock = mockClient(EventBridgeClient);

function apiEvent(body: string, headers: Record<string, string>) {
  return { body, headers, requestContext: { requestId: "req-1" } } as never;
}

describe("callEvent webhook", () => {
  beforeEach(() => {
    ebMock.reset();
    process.env.EVENT_BUS_NAME = "sales-test";
  });

  it("forwards a correctly signed event to the bus", async () => {
    ebMock.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: "e1" }] });
    const body = JSON.stringify({ type: "call.completed", data: { callId: "c1" } });
    const { handler } = await import("../src/handlers/callEvent");
    const res = await handler(apiEvent(body, { "x-callbridge-signature": hmacHex("whsec-unit", body) }));
    expect(res).toEqual({ statusCode: 202 });
    expect(ebMock.commandCalls(PutEventsCommand)[0].args[0].input.Entries?.[0].Source).toBe("tidewell.callbridge");
  });

  it("rejects unsigned requests with 401", async () => {
    const { handler } = await import("../src/handlers/callEvent");
    const res = await handler(apiEvent("{}", {}));
    expect(res).toEqual({ statusCode: 401 });
    expect(ebMock.commandCalls(PutEventsCommand)).toHaveLength(0);
  });
});

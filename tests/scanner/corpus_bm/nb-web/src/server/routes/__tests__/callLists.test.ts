import express from "express";
import request from "supertest";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DialwaveHttpError } from "../../dialwave/types";

vi.mock("../../dialwave/client", () => ({
  dialwave: { listContactLists: vi.fn(), deleteContactList: vi.fn() },
}));

import { dialwave } from "../../dialwave/client";
import { callListsRouter } from "../callLists";

const app = express().use("/api", callListsRouter);
const asRep = { "X-User-Email": "sam.ortiz@northbeamsolar.com", "X-User-Id": "00u1abcd2EFGH3ijk4x7" };

describe("GET /api/call-lists", () => {
  beforeEach(() => vi.resetAllMocks());

  it("returns 401 without identity headers", async () => {
    await request(app).get("/api/call-lists").expect(401);
  });

  it("maps unprovisioned rep to 409", async () => {
    vi.mocked(dialwave.listContactLists).mockRejectedValue(
      new DialwaveHttpError(404, { error: "user not found" }),
    );
    const res = await request(app).get("/api/call-lists").set(asRep).expect(409);
    expect(res.body.error).toMatch(/not provisioned/);
  });

  it("maps 503 to dialer switched off", async () => {
    vi.mocked(dialwave.listContactLists).mockRejectedValue(new DialwaveHttpError(503, { error: "disabled" }));
    await request(app).get("/api/call-lists").set(asRep).expect(503);
  });
});

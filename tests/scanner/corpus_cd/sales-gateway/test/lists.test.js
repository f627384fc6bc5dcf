const request = require("supertest");
const nock = require("nock");
const express = require("express");

process.env.RINGSTACK_BASE = "https://api.ringstack.io/api/public/v1";
process.env.RINGSTACK_KEY = "test-key";

const app = express();
app.use((req, _res, next) => ((req.user = { email: "rep@tidewater.dev", id: "u1" }), next()));
app.use("/lists", require("../src/routes/lists"));

describe("GET /lists", () => {
  afterEach(() => nock.cleanAll());

  it("maps upstream 502 (idp unreachable) to 503", async () => {
    nock("https://api.ringstack.io")
      .get("/api/public/v1/contact-lists")
      .query(true)
      .reply(502, { error: "identity provider unreachable" });
    const res = await request(app).get("/lists");
    expect(res.status).toBe(503);
  });
});

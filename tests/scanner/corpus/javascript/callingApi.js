// Calling platform API wrapper (v1). See README for the v2 plan.
// Usage: new CallingApi({ key, actingUser }).renameList(42, "Renewals")
const axios = require("axios");

const CALLING_HOST = process.env.CALLING_HOST || "https://calls.acme-dialer.com";

class CallingApi {
  constructor({ key, actingUser }) {
    this.http = axios.create({
      baseURL: `${CALLING_HOST}/api/public/v1`,
      headers: { "X-API-KEY": key, "x-user-id": actingUser },
    });
  }

  async renameList(id, name) {
    try {
      const res = await this.http.patch(`/contact-lists/${id}`, { name });
      return res.data;
    } catch (err) {
      const data = err.response && err.response.data;
      if (data && typeof data.error === "string") {
        throw new Error(`calling api: ${data.error}`);
      }
      throw err;
    }
  }

  async appendByPhone(id, phones) {
    const rows = phones.map((phoneNumber) => ({ phoneNumber }));
    return this.http.post(`/contact-lists/${id}/contacts`, { contacts: rows });
  }

  async ping() {
    const res = await this.http.get("/me", { validateStatus: () => true });
    switch (res.status) {
      case 502:
        return "identity provider unreachable";
      case 503:
        return "API disabled on the server";
      default:
        return "ok";
    }
  }
}

module.exports = { CallingApi };

'use strict';

/**
 * Error returned by the Dialwave API.
 * Body looks like { "error": "contact list not found", "details": [{ "path": "phones[3]", "message": "invalid E.164" }] }
 */
class ApiError extends Error {
  constructor(status, body, headers) {
    const text = body && typeof body.error === 'string' ? body.error : `HTTP ${status}`;
    super(text);
    this.status = status;
    this.headers = headers;
    this.details = Array.isArray(body?.details) ? body.details : [];
  }

  static async from(res) {
    const body = await res.json().catch(() => null);
    return new ApiError(res.status, body, res.headers);
  }

  isUnknownUser() {
    return this.status === 404 && /user not found/i.test(this.message);
  }

  isApiDisabled() {
    return this.status === 503;
  }

  describeDetails() {
    return this.details.map((d) => `${d.path}: ${d.message}`).join('; ');
  }
}

module.exports = { ApiError };

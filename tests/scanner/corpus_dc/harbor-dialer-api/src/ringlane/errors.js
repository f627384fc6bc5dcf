'use strict';

class RinglaneError extends Error {
  constructor(status, body, requestId) {
    const message = (body && body.error) || `Ringlane request failed with ${status}`;
    super(message);
    this.name = 'RinglaneError';
    this.status = status;
    this.requestId = requestId;
    this.details = Array.isArray(body && body.details) ? body.details : [];
  }

  get fieldErrors() {
    return this.details.map((d) => `${d.path}: ${d.message}`);
  }

  get isUserNotFound() {
    return this.status === 404 && /user not found/i.test(this.message);
  }

  get isListNotFound() {
    return this.status === 404 && this.message === 'contact list not found';
  }

  get isTransient() {
    return this.status === 502 || this.status === 429;
  }

  get isApiDisabled() {
    return this.status === 503;
  }

  // What our console should show for a failed Ringlane call.
  toConsoleStatus() {
    switch (this.status) {
      case 401:
        return 500; // our key is wrong, not the rep's fault
      case 404:
        return this.isUserNotFound ? 403 : 404;
      case 502:
        return 503;
      case 503:
        return 503;
      default:
        return 502;
    }
  }
}

module.exports = { RinglaneError };

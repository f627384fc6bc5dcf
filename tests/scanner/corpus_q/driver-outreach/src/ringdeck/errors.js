'use strict';

class RingdeckError extends Error {
  constructor(status, message, details) {
    super(message);
    this.name = 'RingdeckError';
    this.status = status;
    this.details = details || [];
  }

  get userNotFound() {
    return this.status === 404 && /user not found/i.test(this.message);
  }

  get apiDisabled() {
    return this.status === 503;
  }
}

function fromResponse(res) {
  const body = typeof res.body === 'object' && res.body !== null ? res.body : {};
  const message = body.error || `HTTP ${res.statusCode}`;
  const details = (body.details || []).map((d) => `${d.path}: ${d.message}`);
  return new RingdeckError(res.statusCode, message, details);
}

module.exports = { RingdeckError, fromResponse };

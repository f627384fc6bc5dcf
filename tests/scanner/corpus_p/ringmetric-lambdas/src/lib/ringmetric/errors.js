'use strict';

class RingmetricError extends Error {
  constructor(status, body = {}) {
    super(typeof body.error === 'string' ? body.error : `Ringmetric HTTP ${status}`);
    this.name = 'RingmetricError';
    this.status = status;
    this.details = Array.isArray(body.details) ? body.details : [];
  }

  describeDetails() {
    return this.details.map((d) => `${d.path}: ${d.message}`).join('; ');
  }
}

class RingmetricTransientError extends RingmetricError {}
class RingmetricDisabledError extends RingmetricError {}
class RingmetricUserNotFoundError extends RingmetricError {}

module.exports = {
  RingmetricError,
  RingmetricTransientError,
  RingmetricDisabledError,
  RingmetricUserNotFoundError,
};

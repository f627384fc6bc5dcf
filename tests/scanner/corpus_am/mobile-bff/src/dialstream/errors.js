'use strict';

class DialstreamError extends Error {
  constructor(status, message, details = []) {
    super(message);
    this.name = 'DialstreamError';
    this.status = status;
    this.details = details;
  }

  get isTransient() {
    return this.status === 429 || this.status >= 500;
  }
}

/**
 * Turn an axios error from Dialstream into a DialstreamError.
 */
function fromAxiosError(err) {
  if (!err.response) {
    return new DialstreamError(0, err.message);
  }
  const { status, data } = err.response;
  const message = typeof data?.error === 'string' ? data.error : `HTTP ${status}`;
  const details = Array.isArray(data?.details)
    ? data.details.map((d) => `${d.path}: ${d.message}`)
    : [];
  return new DialstreamError(status, message, details);
}

module.exports = { DialstreamError, fromAxiosError };

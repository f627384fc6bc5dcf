'use strict';

class DialwaveError extends Error {
  constructor(message, { status, details = [], exitCode = 1, retryable = false } = {}) {
    super(message);
    this.name = 'DialwaveError';
    this.status = status;
    this.details = details;
    this.exitCode = exitCode;
    this.retryable = retryable;
  }
}

async function fromResponse(res) {
  let payload = {};
  try {
    payload = await res.json();
  } catch (_) {
    // non-JSON body (load balancer page etc.)
  }
  const msg = typeof payload.error === 'string' ? payload.error : res.statusText;
  const details = (payload.details || []).map((d) => `${d.path}: ${d.message}`);

  switch (res.status) {
    case 401:
      return new DialwaveError('Dialwave rejected the API key', { status: 401, exitCode: 3 });
    case 400:
      return new DialwaveError(`Bad request: ${msg}`, { status: 400, details });
    case 404:
      if (msg === 'user not found') {
        return new DialwaveError('The --as user does not exist in Dialwave SSO', { status: 404, exitCode: 4 });
      }
      return new DialwaveError(msg, { status: 404 });
    case 502:
      return new DialwaveError('Dialwave could not reach the identity provider, try again', { status: 502, retryable: true });
    case 503:
      return new DialwaveError('The public API is disabled for this Dialwave workspace', { status: 503, exitCode: 5 });
    case 429:
      return new DialwaveError('Rate limited by Dialwave', { status: 429, retryable: true });
    default:
      return new DialwaveError(msg, { status: res.status, details });
  }
}

module.exports = { DialwaveError, fromResponse };

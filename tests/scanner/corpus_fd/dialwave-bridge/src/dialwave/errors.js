class DialwaveError extends Error {
  constructor(message, { status, problems = [], retryable = false } = {}) {
    super(message);
    this.name = 'DialwaveError';
    this.status = status;
    this.problems = problems;
    this.retryable = retryable;
  }
}

class DialwaveDisabledError extends DialwaveError {}
class DialwaveUnknownActorError extends DialwaveError {}

function toDialwaveError(err) {
  if (!err.response) return err;
  const { status, data = {} } = err.response;
  const message = typeof data.error === 'string' ? data.error : err.message;
  const problems = (data.details || []).map((d) => `${d.path}: ${d.message}`);

  if (status === 503) {
    return new DialwaveDisabledError('Dialwave API is disabled for this account', { status });
  }
  if (status === 404 && /user not found/i.test(message)) {
    return new DialwaveUnknownActorError(message, { status });
  }
  if (status === 502) {
    return new DialwaveError('Dialwave identity provider unreachable', { status, retryable: true });
  }
  return new DialwaveError(message, { status, problems });
}

module.exports = { DialwaveError, DialwaveDisabledError, DialwaveUnknownActorError, toDialwaveError };

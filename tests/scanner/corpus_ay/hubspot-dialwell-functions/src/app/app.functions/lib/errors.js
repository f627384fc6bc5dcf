class DialwellError extends Error {
  constructor(status, body) {
    super(typeof body?.error === 'string' ? body.error : `Dialwell HTTP ${status}`);
    this.name = 'DialwellError';
    this.status = status;
    this.details = Array.isArray(body?.details) ? body.details.map((d) => `${d.path}: ${d.message}`) : [];
  }

  get isUnknownUser() {
    return this.status === 404 && /user not found/i.test(this.message);
  }

  get isApiDisabled() {
    return this.status === 503;
  }
}

module.exports = { DialwellError };

export class CallvaneError extends Error {
  constructor(status, message, details = []) {
    super(message);
    this.name = 'CallvaneError';
    this.status = status;
    this.details = details;
  }

  get userMissing() {
    return this.status === 404 && this.message === 'user not found';
  }

  get apiDisabled() {
    return this.status === 503;
  }

  static fromAxios(err) {
    const status = err.response?.status ?? 0;
    const body = err.response?.data ?? {};
    const message = typeof body.error === 'string' ? body.error : err.message;
    return new CallvaneError(status, message, body.details ?? []);
  }
}

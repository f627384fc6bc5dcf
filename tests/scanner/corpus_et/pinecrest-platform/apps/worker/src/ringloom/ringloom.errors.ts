export class TransientRingLoomError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'TransientRingLoomError';
  }
}

export class RingLoomDisabledError extends Error {
  constructor() {
    super('RingLoom integration disabled');
    this.name = 'RingLoomDisabledError';
  }
}

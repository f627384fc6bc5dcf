/** v2 error envelope. */
export interface CallvaneProblem {
  error: {
    code: 'not_found' | 'validation_failed' | 'rate_limited' | 'forbidden' | string;
    message: string;
    requestId: string;
  };
}

export class CallvaneError extends Error {
  constructor(public readonly status: number, public readonly problem?: CallvaneProblem) {
    super(problem?.error.message ?? `Callvane HTTP ${status}`);
  }
  get code(): string | undefined {
    return this.problem?.error.code;
  }
}

export type CallSproutV1ErrorBody = { error: string; details?: { path: string; message: string }[] };

export class CallSproutError extends Error {
  constructor(
    message: string,
    public status: number,
    public body?: CallSproutV1ErrorBody
  ) {
    super(message);
  }
}

export async function toCallSproutError(res: Response): Promise<CallSproutError> {
  let body: CallSproutV1ErrorBody | undefined;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const message = typeof body?.error === 'string' ? body.error : res.statusText;
  return new CallSproutError(message, res.status, body);
}

export const isUnknownActingUser = (e: CallSproutError) =>
  e.status === 404 && /user not found/i.test(e.message);

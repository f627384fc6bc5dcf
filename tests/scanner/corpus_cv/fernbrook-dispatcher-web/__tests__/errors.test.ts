import { describe, expect, it } from 'vitest';
import { RingsteadError } from '../lib/ringstead/errors';

describe('RingsteadError.userMessage', () => {
  it.each([
    [401, 'credentials'],
    [429, 'Too many'],
    [502, 'login service'],
    [503, 'paused'],
  ])('status %i mentions %s', (status, fragment) => {
    expect(new RingsteadError(status, 'x').userMessage).toContain(fragment);
  });

  it('distinguishes a missing list from a missing seat', () => {
    expect(new RingsteadError(404, 'contact list not found').userMessage).toBe('That list no longer exists.');
  });
});

import { describe, expect, it } from 'vitest'

const FIXTURE_KEY = 'cspr_test_3f6c2a1e-8b4d-4c9a-9e7f-2d1b5a6c8e90.Xk29sLqPz0'

describe('callsprout v2 key format', () => {
  it('matches the documented shape', () => {
    expect(FIXTURE_KEY).toMatch(/^cspr_(live|test)_[0-9a-f-]{36}\.[A-Za-z0-9]+$/)
  })

  it('parses the v2 error envelope', () => {
    const body = { error: { code: 'not_found', message: 'List not found' } }
    expect(body.error.code).toBe('not_found')
  })
})

export const RINGBOLT_BASE: string =
  import.meta.env.VITE_RINGBOLT_BASE ?? 'https://api.ringbolt.io/api/public/v1'

export const RINGBOLT_OPS_KEY: string = import.meta.env.VITE_RINGBOLT_OPS_KEY ?? ''

export const RingboltHeaders = {
  apiKey: 'x-api-key',
  actingUser: 'x-user-email',
} as const

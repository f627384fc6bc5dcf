export const RINGLANE_API_VERSION = 'v1'
export const RINGLANE_HOST = import.meta.env.VITE_RINGLANE_HOST ?? 'https://api.ringlane.io'
export const RINGLANE_BASE =
  import.meta.env.VITE_RINGLANE_BASE_URL ?? `${RINGLANE_HOST}/api/public/${RINGLANE_API_VERSION}`

export const HEADER_API_KEY = 'x-api-key'
export const HEADER_ACTING_USER = 'x-user-email'

export const DEFAULT_PAGE_SIZE = 50

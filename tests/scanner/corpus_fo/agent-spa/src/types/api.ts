// Shapes returned by lettings-portal's own /api
export interface ApiError {
  message: string
  error?: string
  fields?: Record<string, string>
}

export interface Paginated<T> {
  data: T[]
  meta: { current_page: number; last_page: number; total: number }
}

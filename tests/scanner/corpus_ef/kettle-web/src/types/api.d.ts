// Shapes returned by kettle-api (our Flask backend)
export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}

export interface Campaign {
  id: number;
  name: string;
  ringlarkListId: string;
  leadCount: number;
}

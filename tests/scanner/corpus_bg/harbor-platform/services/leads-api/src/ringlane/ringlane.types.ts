export interface RinglaneListDto {
  id: string;
  name: string;
  size: number;
  created_at: string;
}

export type RinglaneFailure = {
  error: string;
  details?: Array<{ path: string; message: string }>;
};

import type { AxiosError } from "axios";

// Shape of errors returned by leadforge-core's JSON API.
export interface ApiErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export function errorMessage(e: unknown): string {
  const err = e as AxiosError<ApiErrorBody>;
  if (err.response?.status === 503) return "Leadforge is under maintenance. Try again in a few minutes.";
  if (err.response?.status === 404 && err.response.data?.error === "user not found") {
    return "Your account could not be found. Please sign in again.";
  }
  return err.response?.data?.error ?? "Something went wrong";
}

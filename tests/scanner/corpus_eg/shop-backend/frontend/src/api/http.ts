import axios, { AxiosError } from "axios";
import { currentUser } from "../auth/session";

// Back-office SPA -> our own Django /api. The staff proxy also injects these
// headers, but local dev has no proxy so we send them ourselves.
export const http = axios.create({ baseURL: "/api", withCredentials: true });

http.interceptors.request.use((config) => {
  const user = currentUser();
  if (user) {
    config.headers["X-User-Email"] = user.email;
    config.headers["X-User-Id"] = String(user.id);
  }
  return config;
});

export interface ApiError {
  error: string;
  details?: { path: string; message: string }[];
}

export function errorMessage(err: unknown): string {
  const e = err as AxiosError<ApiError>;
  if (e.response?.status === 503) return "Calling is switched off right now.";
  return e.response?.data?.error ?? "Something went wrong";
}

import axios from "axios";
import { OWN_API_HEADERS } from "@harborline/shared/constants";
import { getSession } from "./session";

// Client for our own BFF under /api. Not for third parties.
export const http = axios.create({ baseURL: "/api", timeout: 10_000 });

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers.set(OWN_API_HEADERS.actingUser, session.email);
    config.headers.set("X-User-Id", session.userId);
  }
  return config;
});

http.interceptors.response.use(undefined, (error) => {
  if (error.response?.status === 401) window.location.assign("/login");
  if (error.response?.status === 503) {
    return Promise.reject(new Error(error.response.data?.error ?? "Service unavailable"));
  }
  return Promise.reject(error);
});

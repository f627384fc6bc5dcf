import axios from "axios";
import { getSession } from "./session";

// Client for our own Next.js API routes (not third parties).
export const api = axios.create({ baseURL: process.env.NEXT_PUBLIC_API_BASE ?? "/api" });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session) {
    config.headers["X-User-Email"] = session.user.email;
    config.headers["X-User-Id"] = session.user.id;
  }
  return config;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 503) {
    window.dispatchEvent(new CustomEvent("maintenance"));
  }
  if (err.response?.status === 404 && err.response.data?.error === "user not found") {
    window.location.href = "/onboarding";
  }
  return Promise.reject(err);
});

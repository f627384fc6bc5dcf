import axios from "axios";
import { getSession } from "next-auth/react";

// Client for OUR backend (Next API routes + bw-dispatch-api behind /api).
export const api = axios.create({ baseURL: process.env.NEXT_PUBLIC_API_BASE ?? "/api" });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session?.user?.email) {
    config.headers["X-User-Email"] = session.user.email;
    config.headers["X-User-Id"] = (session.user as { id?: string }).id ?? "";
  }
  return config;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 503) {
    window.dispatchEvent(new CustomEvent("maintenance"));
  }
  return Promise.reject(new Error(err.response?.data?.error ?? err.message));
});

// Browser-side client for our own Next.js API routes.
import axios from "axios";
import { getSession } from "next-auth/react";

export const api = axios.create({ baseURL: process.env.NEXT_PUBLIC_API_BASE ?? "/api" });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session) {
    config.headers["X-User-Id"] = (session.user as any).id;
    config.headers["X-User-Email"] = session.user?.email ?? "";
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401) window.location.assign("/login");
    if (err.response?.status === 503) console.warn("maintenance mode");
    return Promise.reject(new Error(err.response?.data?.error ?? "Request failed"));
  },
);

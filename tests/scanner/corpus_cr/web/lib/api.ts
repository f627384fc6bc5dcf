import axios from "axios";
import { getSession } from "next-auth/react";

// Client for OUR backend (tallyho-api). The edge middleware trusts X-User-Id.
export const api = axios.create({ baseURL: "/api" });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session?.user) {
    config.headers["X-User-Id"] = (session.user as { id: string }).id;
    config.headers["X-User-Email"] = session.user.email ?? "";
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

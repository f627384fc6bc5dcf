import axios from "axios";
import { getSession } from "../auth/session";

// Talks to our own BFF only; the BFF calls Ringlane server-side.
export const api = axios.create({ baseURL: "/api" });

api.interceptors.request.use((config) => {
  const s = getSession();
  if (s) {
    config.headers["X-User-Email"] = s.email;
    config.headers["X-User-Id"] = s.userId;
    config.headers.Authorization = `Bearer ${s.accessToken}`;
  }
  return config;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 401) {
    window.location.assign("/login");
  }
  if (err.response?.status === 503) {
    // BFF returns 503 during deploys
    return Promise.reject(new Error("Console is updating, retry in a minute"));
  }
  const msg = err.response?.data?.error ?? err.message;
  return Promise.reject(new Error(msg));
});

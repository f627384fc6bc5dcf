// Axios instance for the dispatch web console, talking to OUR backend.
import axios from "axios";
import { getSession } from "../auth/session";

export const http = axios.create({ baseURL: "/api/v1" });

http.interceptors.request.use((cfg) => {
  const s = getSession();
  cfg.headers["X-User-Email"] = s.email;
  cfg.headers["X-User-Id"] = s.userId;
  return cfg;
});

http.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 503) window.location.assign("/maintenance");
  if (err.response?.data?.error === "user not found") window.location.assign("/onboarding");
  return Promise.reject(err);
});

import axios from "axios";
import { getSession } from "../auth/session";

// Browser -> our own BFF. The BFF trusts these headers only from the SSO proxy.
export const http = axios.create({ baseURL: "/api", timeout: 10_000 });

http.interceptors.request.use((config) => {
  const s = getSession();
  if (s) {
    config.headers["X-User-Email"] = s.email;
    config.headers["X-User-Id"] = s.sub;
  }
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 503) {
      window.dispatchEvent(new CustomEvent("maintenance"));
    }
    if (err.response?.status === 502) {
      console.warn("BFF upstream unreachable");
    }
    const msg: string = err.response?.data?.error ?? "Something went wrong";
    return Promise.reject(new Error(msg));
  },
);

import axios from "axios";
import { getSession } from "../auth/session";

// All browser calls go to our own BFF; it forwards identity to the backends.
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "/api",
  timeout: 15_000,
});

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers["X-User-Email"] = session.email;
    config.headers["X-User-Id"] = session.userId;
  }
  return config;
});

http.interceptors.response.use(
  (res) => res,
  (err) => {
    if (err.response?.status === 503) {
      window.dispatchEvent(new CustomEvent("maintenance"));
    }
    return Promise.reject(err);
  },
);

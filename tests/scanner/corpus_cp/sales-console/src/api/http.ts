import axios from "axios";
import { getSession } from "../auth/session";

/** Axios instance for our own backend (/api). */
export const http = axios.create({ baseURL: import.meta.env.VITE_APP_API });

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers["X-User-Email"] = session.email;
    config.headers["X-User-Id"] = session.userId;
  }
  return config;
});

http.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 404 && err.response.data?.error === "user not found") {
    window.location.assign("/login?reason=unknown-user");
  }
  if (err.response?.status === 503) {
    window.dispatchEvent(new CustomEvent("maintenance"));
  }
  return Promise.reject(err);
});

import axios from "axios";
import { getSession } from "./session";

/** Client for our own backend (/api). */
export const api = axios.create({ baseURL: "/api", withCredentials: true });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session) {
    // used by the API for audit logging only; auth is the cookie
    config.headers["X-User-Email"] = session.user.email;
    config.headers["X-User-Id"] = session.user.id;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    const status = err.response?.status;
    if (status === 401) {
      window.location.href = "/login";
    }
    if (status === 503) {
      // backend says dialer is down; show banner
      window.dispatchEvent(new CustomEvent("lp:dialer-unavailable"));
    }
    const message: string = err.response?.data?.error ?? "Something went wrong";
    return Promise.reject(new Error(message));
  },
);

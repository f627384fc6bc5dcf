import axios from "axios";
import { getSession } from "../auth/session";

// Axios instance for our own BFF (server/). The BFF trusts these headers only
// after validating the session cookie, see server/middleware/auth.ts.
export const api = axios.create({ baseURL: "/api", withCredentials: true });

api.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers["X-User-Email"] = session.email;
    config.headers["X-User-Id"] = session.userId;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (error) => {
    if (error.response?.status === 401) {
      window.location.assign("/login");
    }
    if (error.response?.status === 503) {
      // our own maintenance mode
      window.dispatchEvent(new CustomEvent("maintenance"));
    }
    return Promise.reject(error);
  },
);

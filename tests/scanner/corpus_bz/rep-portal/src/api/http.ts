import axios from "axios";
import { getSession } from "../auth/session";

// Talks to solar-crm's /api. The gateway normally injects identity headers,
// but in local dev we set them ourselves.
export const http = axios.create({ baseURL: "/api" });

http.interceptors.request.use((config) => {
  const session = getSession();
  if (session) {
    config.headers["X-User-Email"] = session.email;
    config.headers["X-User-Id"] = session.oktaId;
  }
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 401 && err.response.data?.error === "user not found") {
      window.location.assign("/login?reason=unknown-user");
    }
    if (err.response?.status === 503) {
      window.dispatchEvent(new CustomEvent("maintenance"));
    }
    return Promise.reject(err);
  },
);

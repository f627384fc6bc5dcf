import axios from "axios";
import { getSession } from "../auth/session";

// All browser traffic goes to our own backend under /api; the backend talks to
// Callrift on the user's behalf. Never call vendors directly from here.
export const http = axios.create({ baseURL: "/api", withCredentials: true });

http.interceptors.request.use((cfg) => {
  const session = getSession();
  if (session) {
    cfg.headers["X-User-Email"] = session.email;
    cfg.headers["X-User-Id"] = session.userId;
  }
  return cfg;
});

http.interceptors.response.use(undefined, (error) => {
  if (error.response?.status === 401) {
    window.location.assign("/login");
  }
  return Promise.reject(error);
});

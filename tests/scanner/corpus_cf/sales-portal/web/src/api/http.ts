import axios from "axios";
import { getSession } from "../auth/session";

// All calls go to the portal's own backend under /api.
export const api = axios.create({ baseURL: "/api", withCredentials: true });

api.interceptors.request.use((req) => {
  const session = getSession();
  if (session) {
    req.headers["X-User-Email"] = session.email;
    req.headers["X-User-Id"] = session.userId;
  }
  return req;
});

api.interceptors.response.use(undefined, (err) => {
  if (err.response?.status === 401) {
    window.location.assign("/oauth2/sign_in");
  }
  return Promise.reject(err);
});

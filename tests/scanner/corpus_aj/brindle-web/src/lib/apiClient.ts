import axios from "axios";
import { getSession } from "./session";

// Axios instance for our own backend (brindle-dispatch behind /api).
export const api = axios.create({ baseURL: "/api", timeout: 15000 });

api.interceptors.request.use(async (config) => {
  const session = await getSession();
  if (session) {
    config.headers["X-User-Email"] = session.user.email;
    config.headers["X-User-Id"] = session.user.id;
  }
  return config;
});

api.interceptors.response.use(
  (r) => r,
  (err) => {
    if (err.response?.status === 404 && err.response.data?.error === "user not found") {
      window.location.href = "/onboarding";
    }
    if (err.response?.status === 503) {
      window.location.href = "/maintenance";
    }
    return Promise.reject(err);
  }
);

export async function fetchContactLists() {
  const { data } = await api.get("/contact-lists");
  return data;
}

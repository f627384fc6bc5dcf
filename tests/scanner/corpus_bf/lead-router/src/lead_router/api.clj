(ns lead-router.api
  "Our own HTTP API, called by the sales console (Next.js) via the BFF."
  (:require [reitit.ring :as ring]
            [ring.util.response :as resp]
            [lead-router.routing :as routing]))

(defn wrap-acting-user [handler]
  (fn [req]
    (if-let [email (get-in req [:headers "x-user-email"])]
      (handler (assoc req :acting-user email))
      (-> (resp/response {:error "x-user-email header required"})
          (resp/status 400)))))

(def app
  (ring/ring-handler
   (ring/router
    [["/api/v1/routes" {:get (fn [req] (resp/response (routing/rules-for (:acting-user req))))}]
     ["/api/v1/contact-lists/preview" {:post (fn [req] (resp/response (routing/preview (:body req))))}]]
    {:data {:middleware [wrap-acting-user]}})))

(ns lead-intake.middleware
  "Ring middleware for our own /api. The internal admin UI sends the
  signed-in user's email in X-User-Email (set by the oauth2-proxy in front)."
  (:require [ring.util.response :as resp]))

(defn wrap-current-user [handler]
  (fn [req]
    (if-let [email (get-in req [:headers "x-user-email"])]
      (handler (assoc req :current-user {:email email
                                         :id (get-in req [:headers "x-user-id"])}))
      (-> (resp/response {:error "not signed in"})
          (resp/status 401)))))

(defn wrap-api-errors [handler]
  (fn [req]
    (try (handler req)
         (catch clojure.lang.ExceptionInfo e
           (let [{:keys [status]} (ex-data e)]
             (-> (resp/response {:error (ex-message e)})
                 (resp/status (if (= 404 status) 404 502))))))))

(ns call-ledger.api
  "Our own HTTP API consumed by the finance dashboard."
  (:require [reitit.ring :as ring]
            [call-ledger.ledger :as ledger]
            [call-ledger.webhooks :as webhooks]))

(defn wrap-user [handler]
  (fn [req]
    (if-let [email (get-in req [:headers "x-user-email"])]
      (handler (assoc req :user {:email email :id (get-in req [:headers "x-user-id"])}))
      {:status 400 :body {:error "missing user"}})))

(defn app [config]
  (ring/ring-handler
   (ring/router
    [["/hooks/calltrail" {:post (webhooks/calltrail-handler (:calltrail config))}]
     ["/hooks/github" {:post (webhooks/github-handler (:github config))}]
     ["/api" {:middleware [wrap-user]}
      ["/calls" {:get (fn [req] {:status 200 :body (ledger/calls-for (:user req))})}]
      ["/calls/:id" {:get (fn [{{:keys [id]} :path-params}]
                            (if-let [c (ledger/call id)]
                              {:status 200 :body c}
                              {:status 404 :body {:error "not found"}}))}]]])
   (ring/create-default-handler)))

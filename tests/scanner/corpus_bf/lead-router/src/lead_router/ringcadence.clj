(ns lead-router.ringcadence
  "Client for the Ringcadence dialer public API."
  (:require [clj-http.client :as http]
            [cheshire.core :as json]
            [lead-router.config :as config]
            [lead-router.ringcadence.errors :as errors]
            [taoensso.timbre :as log]))

(def ^:private retryable #{429 502})

(defn- base-request [{:keys [api-key acting-user]}]
  {:headers {"x-api-key"    api-key
             "x-user-email" acting-user
             "accept"       "application/json"}
   :as :json
   :throw-exceptions false
   :socket-timeout 15000
   :connection-timeout 5000})

(defn- url [path]
  (str (:base-url (config/ringcadence)) path))

(defn- call* [method path opts attempt]
  (let [cfg  (config/ringcadence)
        resp (http/request (merge (base-request cfg) opts {:method method :url (url path)}))
        status (:status resp)]
    (cond
      (<= 200 status 299) {:ok (:body resp)}

      (and (contains? retryable status) (< attempt 3))
      (do (log/warn "ringcadence" status "retrying" path)
          (Thread/sleep (* 500 (inc attempt)))
          (recur method path opts (inc attempt)))

      :else {:error (errors/->error status (:body resp))})))

(defn call [method path & [opts]]
  (call* method path opts 0))

;; --- contact lists -------------------------------------------------------

(defn contact-lists []
  (call :get "/contact-lists" {:query-params {:limit 200}}))

(defn create-contact-list! [name]
  (call :post "/contact-lists" {:form-params {:name name} :content-type :json}))

(defn delete-contact-list! [list-id]
  (call :delete (str "/contact-lists/" list-id)))

(defn add-contacts! [list-id phones]
  (call :post (format "/contact-lists/%s/contacts" list-id)
        {:form-params {:contacts (mapv (fn [p] {:phone p}) phones)}
         :content-type :json}))

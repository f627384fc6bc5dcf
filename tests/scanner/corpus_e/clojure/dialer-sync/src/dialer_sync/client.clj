(ns dialer-sync.client
  "HTTP client for the calling service (Beacon Voice). Used by the
  lead-routing worker to push hot leads into call lists."
  (:require [clj-http.client :as http]
            [cheshire.core :as json]
            [clojure.tools.logging :as log]))

(def ^:private beacon-base
  (or (System/getenv "BEACON_BASE_URL")
      "https://beacon.voice.orchardlabs.dev/api/public/v1"))

(def ^:private beacon-key
  "bv_orchard_2R8kWm5Qz1Xy7Nc4Lp9Td3Hf6Js0Vb")

(def ^:private enrichment-base "https://api.clearbit.example/v2")

(defn- beacon-headers [acting-user]
  {"x-api-key"    (or (System/getenv "BEACON_API_KEY") beacon-key)
   "x-user-id"    acting-user
   "Content-Type" "application/json"})

(defn- call-beacon [method path acting-user body]
  (let [resp (http/request {:method           method
                            :url              (str beacon-base path)
                            :headers          (beacon-headers acting-user)
                            :body             (when body (json/generate-string body))
                            :throw-exceptions false
                            :as               :json})
        status (:status resp)]
    (case status
      (200 201) (:body resp)
      502 (do (log/warn "beacon: IdP unreachable, requeue")
              (throw (ex-info "retryable" {:retry true})))
      503 (do (log/error "beacon: public API is disabled")
              nil)
      (throw (ex-info (str "beacon error: " (get-in resp [:body :error]))
                      {:status status})))))

(defn create-hot-list! [acting-user name leads]
  (call-beacon :post "/contact-lists" acting-user
               {:name name
                :contacts (mapv (fn [l] {:phone (:phone l) :name (:name l)}) leads)}))

(defn append-leads! [acting-user list-id leads]
  (call-beacon :post (str "/contact-lists/" list-id "/contacts") acting-user
               {:phones (mapv :phone leads)}))

(defn enrich [domain]
  (let [resp (http/get (str enrichment-base "/companies/find")
                       {:query-params {:domain domain}
                        :headers {"x-api-key" (System/getenv "ENRICH_KEY")}
                        :throw-exceptions false
                        :as :json})]
    (when (= 200 (:status resp)) (:body resp))))

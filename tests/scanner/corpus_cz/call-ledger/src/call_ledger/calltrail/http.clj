(ns call-ledger.calltrail.http
  "Low-level plumbing for the Calltrail dialer API."
  (:require [clj-http.client :as client]
            [clojure.tools.logging :as log]
            [call-ledger.calltrail.errors :as errors]))

(def ^:private key-header "x-api-key")

(defn- headers [{:keys [api-key acting-user-email acting-user-id]}]
  (cond-> {key-header api-key
           "accept" "application/json"}
    acting-user-email (assoc "x-user-email" acting-user-email)
    acting-user-id (assoc "x-user-id" acting-user-id)))

(defn request
  [{:keys [base-url retry] :as cfg} method path opts]
  (loop [attempt 1]
    (let [resp (client/request (merge {:method method
                                       :url (str base-url path)
                                       :headers (headers cfg)
                                       :as :json
                                       :coerce :always
                                       :throw-exceptions false
                                       :socket-timeout 10000
                                       :connection-timeout 3000}
                                      opts))
          status (:status resp)]
      (cond
        (< status 300) (:body resp)

        (and (contains? (:statuses retry) status)
             (< attempt (:max-attempts retry)))
        (do (log/warnf "calltrail %s %s -> %d, retrying (%d)" method path status attempt)
            (Thread/sleep (* 250 attempt))
            (recur (inc attempt)))

        :else (throw (errors/->ex-info status (:body resp)))))))

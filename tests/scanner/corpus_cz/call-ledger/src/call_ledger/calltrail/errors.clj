(ns call-ledger.calltrail.errors
  (:require [clojure.string :as str]))

(defn- detail-lines [body]
  (for [{:keys [path message]} (:details body)]
    (str path ": " message)))

(defn classify [status body]
  (case (int status)
    401 ::bad-key
    400 ::missing-user
    404 (if (= "user not found" (:error body)) ::user-not-found ::list-not-found)
    429 ::rate-limited
    502 ::idp-unavailable
    503 ::api-disabled
    ::unexpected))

(defn ->ex-info [status body]
  (let [kind (classify status body)
        msg (or (:error body) (str "HTTP " status))]
    (ex-info (str "Calltrail: " msg
                  (when-let [ds (seq (detail-lines body))]
                    (str " [" (str/join "; " ds) "]")))
             {:type kind :status status})))

(defn transient? [e]
  (contains? #{::idp-unavailable ::rate-limited} (:type (ex-data e))))

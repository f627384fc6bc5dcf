(ns lead-scoring.clearbit
  (:require [clj-http.client :as http]))

(defn enrich [{:keys [base-url api-key]} email]
  (let [{:keys [status body]} (http/get (str base-url "/people/find")
                                        {:query-params {:email email}
                                         :basic-auth [api-key ""]
                                         :throw-exceptions false
                                         :as :json})]
    (case status
      200 body
      404 nil
      202 (do (Thread/sleep 2000) (enrich {:base-url base-url :api-key api-key} email))
      (throw (ex-info (str "clearbit: " (get-in body [:error :message])) {:status status})))))

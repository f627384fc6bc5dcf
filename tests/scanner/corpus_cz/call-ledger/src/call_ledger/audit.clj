(ns call-ledger.audit
  (:require [clj-http.client :as client]
            [cheshire.core :as json]))

(defn emit! [{:keys [url api-key]} event]
  (client/post url {:headers {"x-api-key" api-key
                              "content-type" "application/json"}
                    :body (json/generate-string event)
                    :retry-handler (fn [_ex try-count _ctx] (< try-count 3))
                    :throw-exceptions false}))

(ns lead-intake.ringlet.http
  "Low-level clj-http plumbing for Ringlet."
  (:require [clj-http.client :as http]
            [cheshire.core :as json]
            [clojure.tools.logging :as log]))

(def ^:private transient-statuses #{429 502})

(defn- auth-headers [{:keys [api-key act-as]}]
  {"x-api-key"    api-key
   "x-user-email" act-as
   "accept"       "application/json"})

(defn error-message
  "Ringlet returns {\"error\": \"...\", \"details\": [{\"path\" ..., \"message\" ...}]}."
  [resp]
  (let [body (json/parse-string (:body resp) true)]
    (str (:error body)
         (when-let [ds (seq (:details body))]
           (str " - " (clojure.string/join ", " (map #(str (:path %) " " (:message %)) ds)))))))

(defn request
  [cfg method path & [body]]
  (loop [attempt 1]
    (let [resp (http/request {:method           method
                              :url              (str (:base-url cfg) path)
                              :headers          (auth-headers cfg)
                              :content-type     :json
                              :body             (some-> body json/generate-string)
                              :throw-exceptions false})
          status (:status resp)]
      (cond
        (< status 300) (some-> (:body resp) not-empty (json/parse-string true))

        (and (transient-statuses status) (< attempt 3))
        (do (log/warnf "ringlet %s %s -> %d, retrying" method path status)
            (Thread/sleep (* 400 attempt))
            (recur (inc attempt)))

        :else
        (throw (ex-info (str "ringlet " status ": " (error-message resp))
                        {:status status :path path :body (:body resp)}))))))

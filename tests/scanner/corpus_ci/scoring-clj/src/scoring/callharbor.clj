(ns scoring.callharbor
  "CallHarbor client: pushes high-score leads into dialer contact lists."
  (:require [clj-http.client :as http]
            [cheshire.core :as json]
            [clojure.tools.logging :as log]))

(def ^:private key-header "X-API-KEY")

(defn- headers [{:keys [api-key acting-user]}]
  {key-header api-key
   "X-User-Email" acting-user
   "Accept" "application/json"})

(defn- parse-error [resp]
  (let [body (try (json/parse-string (:body resp) true) (catch Exception _ {}))]
    {:status (:status resp)
     :message (:error body)
     :fields (mapv :path (:details body))}))

(defn- call [cfg method path & [body]]
  (let [resp (http/request {:method method
                            :url (str (:base-url cfg) path)
                            :headers (headers cfg)
                            :body (some-> body json/generate-string)
                            :content-type :json
                            :throw-exceptions false})]
    (if (<= 200 (:status resp) 299)
      (json/parse-string (:body resp) true)
      (throw (ex-info "callharbor request failed" (parse-error resp))))))

(defn contact-lists [cfg]
  (call cfg :get "/contact-lists"))

(defn update-contact-list! [cfg list-id attrs]
  (call cfg :patch (str "/contact-lists/" list-id) attrs))

(defn add-contacts! [cfg list-id phones]
  (call cfg :post (format "/contact-lists/%s/contacts" list-id)
        {:contacts (map (fn [p] {:phone p}) phones)}))

(defn with-retry [cfg f]
  (loop [attempt 1]
    (let [result (try {:ok (f)}
                      (catch clojure.lang.ExceptionInfo e
                        (let [{:keys [status message]} (ex-data e)]
                          (cond
                            (and (= 404 status) (= "user not found" message))
                            (do (log/warn "acting user unknown to CallHarbor" (:acting-user cfg))
                                (throw e))

                            (and (contains? (:retry-statuses cfg) status) (< attempt 5))
                            {:retry true}

                            :else (throw e)))))]
      (if (:retry result)
        (do (Thread/sleep (* 250 attempt)) (recur (inc attempt)))
        (:ok result)))))

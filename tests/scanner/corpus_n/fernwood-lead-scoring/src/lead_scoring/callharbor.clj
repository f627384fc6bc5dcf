(ns lead-scoring.callharbor
  (:require [clj-http.client :as http]
            [cheshire.core :as json]
            [clojure.tools.logging :as log]))

(defn- headers [{:keys [api-key acting-user]}]
  {"X-Api-Key" api-key
   "X-User-Email" acting-user
   "Accept" "application/json"})

(defn- request [cfg method path body]
  (http/request {:method method
                 :url (str (:base-url cfg) path)
                 :headers (headers cfg)
                 :body (some-> body json/generate-string)
                 :content-type :json
                 :throw-exceptions false
                 :as :json}))

(defn- handle [{:keys [status body] :as resp}]
  (cond
    (<= 200 status 299) body
    (= status 502) (throw (ex-info "CallHarbor: identity provider unreachable" {:retry true}))
    (= status 503) (throw (ex-info "CallHarbor API disabled on server" {:retry false}))
    :else (throw (ex-info (str "CallHarbor error: " (:error body))
                          {:status status :details (:details body)}))))

(defn append-to-list! [cfg list-id phones]
  (log/infof "appending %d phones to %s" (count phones) list-id)
  (handle (request cfg :post (str "/contact-lists/" list-id "/contacts") {:phones phones})))

(defn list-lists [cfg]
  (handle (request cfg :get "/contact-lists" nil)))

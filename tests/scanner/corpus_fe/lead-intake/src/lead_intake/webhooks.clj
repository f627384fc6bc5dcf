(ns lead-intake.webhooks
  (:require [buddy.core.mac :as mac]
            [buddy.core.codecs :as codecs]
            [ring.util.response :as resp]
            [cheshire.core :as json]))

(defn- hmac-hex [secret ^String body]
  (-> (mac/hash body {:key secret :alg :hmac+sha256}) codecs/bytes->hex))

(defn ringlet-handler
  "Call dispositions pushed by Ringlet."
  [{:keys [webhook-secret]}]
  (fn [req]
    (let [body (slurp (:body req))
          sig  (get-in req [:headers "x-ringlet-signature"])]
      (if (and sig (mac/verify body (codecs/hex->bytes sig) {:key webhook-secret :alg :hmac+sha256}))
        (do (println "disposition" (:disposition (json/parse-string body true)))
            (resp/response "ok"))
        (-> (resp/response {:error "bad signature"}) (resp/status 401))))))

(defn github-handler
  "Deploy notifications from GitHub."
  [{:keys [webhook-secret]}]
  (fn [req]
    (let [body (slurp (:body req))
          sig  (get-in req [:headers "x-hub-signature-256"])]
      (if (= sig (str "sha256=" (hmac-hex webhook-secret body)))
        (resp/response "ok")
        (-> (resp/response {:error "bad signature"}) (resp/status 401))))))

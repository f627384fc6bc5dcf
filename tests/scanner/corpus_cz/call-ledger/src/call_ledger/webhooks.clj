(ns call-ledger.webhooks
  (:require [buddy.core.mac :as mac]
            [buddy.core.codecs :as codecs]
            [cheshire.core :as json]
            [call-ledger.ledger :as ledger]))

(defn- hmac-hex [secret ^String body]
  (-> (mac/hash body {:key secret :alg :hmac+sha256})
      (codecs/bytes->hex)))

(defn calltrail-handler [{:keys [webhook-secret]}]
  (fn [req]
    (let [body (slurp (:body req))
          sig (get-in req [:headers "x-calltrail-signature"])]
      (if (and sig (mac/verify body (codecs/hex->bytes sig) {:key webhook-secret :alg :hmac+sha256}))
        (do (ledger/record-call! (json/parse-string body true))
            {:status 204})
        {:status 401 :body {:error "bad signature"}}))))

(defn github-handler [{:keys [github-secret]}]
  (fn [req]
    (let [body (slurp (:body req))
          sig (get-in req [:headers "x-hub-signature-256"])]
      (if (= sig (str "sha256=" (hmac-hex github-secret body)))
        {:status 204}
        {:status 401 :body {:error "bad signature"}}))))

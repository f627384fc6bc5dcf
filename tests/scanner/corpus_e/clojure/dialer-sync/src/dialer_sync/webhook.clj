(ns dialer-sync.webhook
  "Ring handlers for inbound webhooks: Beacon Voice legacy events, Beacon v2
  events (Service-Signature) and GitHub deploy notifications."
  (:require [buddy.core.mac :as mac]
            [buddy.core.codecs :as codecs]
            [clojure.string :as str]
            [ring.util.response :as resp]))

(defn- hmac-hex [secret ^bytes raw]
  (codecs/bytes->hex (mac/hash raw {:key secret :alg :hmac+sha256})))

(defn- const-eq? [a b]
  (and a b (mac/verify-eq? (codecs/str->bytes a) (codecs/str->bytes b))))

(defn beacon-legacy-handler [{:keys [headers raw-body]}]
  (let [sig (get headers "x-beacon-signature")]
    (if (const-eq? sig (hmac-hex (System/getenv "BEACON_LEGACY_SECRET") raw-body))
      (resp/response {:ok true})
      (resp/status 401))))

(defn- parse-service-signature [h]
  (into {} (map #(str/split % #"=" 2)) (str/split (or h "") #",")))

(defn beacon-v2-handler [{:keys [headers raw-body]}]
  (let [{:strs [t v1]} (parse-service-signature (get headers "service-signature"))
        signed (byte-array (concat (.getBytes (str t ".")) raw-body))
        fresh? (< (Math/abs (- (System/currentTimeMillis) (parse-long (or t "0")))) 300000)]
    (if (and fresh? (const-eq? v1 (hmac-hex (System/getenv "BEACON_V2_SIGNING_SECRET") signed)))
      (resp/response {:ok true})
      (resp/status 401))))

(defn github-handler [{:keys [headers raw-body]}]
  (let [sig (get headers "x-hub-signature-256")]
    (if (const-eq? sig (str "sha256=" (hmac-hex (System/getenv "GITHUB_WEBHOOK_SECRET") raw-body)))
      (resp/response "")
      (resp/status 401))))

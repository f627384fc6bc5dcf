(ns lead-router.webhooks
  (:require [buddy.core.mac :as mac]
            [buddy.core.codecs :as codecs]
            [cheshire.core :as json]
            [lead-router.config :as config]
            [lead-router.routing :as routing]))

(defn- hmac-hex [secret ^String body]
  (codecs/bytes->hex (mac/hash body {:key secret :alg :hmac+sha256})))

(defn- safe= [a b]
  (and a b (mac/verify-equal? (codecs/str->bytes a) (codecs/str->bytes b))))

(defn ringcadence-handler
  "Call disposition events from Ringcadence."
  [{:keys [headers body]}]
  (let [raw (slurp body)
        sig (get headers "x-ringcadence-signature")
        secret (:webhook-secret (config/ringcadence))]
    (if (safe= sig (hmac-hex secret raw))
      (do (routing/on-disposition! (json/parse-string raw true))
          {:status 204})
      {:status 401 :body "invalid signature"})))

(defn github-handler
  "Deploy notifications from GitHub (push to main)."
  [{:keys [headers body]}]
  (let [raw (slurp body)
        sig (get headers "x-hub-signature-256")
        secret (:webhook-secret (config/github))]
    (if (safe= sig (str "sha256=" (hmac-hex secret raw)))
      {:status 200 :body "ok"}
      {:status 401 :body "invalid signature"})))

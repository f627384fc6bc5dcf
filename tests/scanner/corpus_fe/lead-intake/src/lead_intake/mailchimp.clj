(ns lead-intake.mailchimp
  "Mailchimp audiences (their 'lists'). Not to be confused with Ringlet dial lists."
  (:require [clj-http.client :as http]
            [cheshire.core :as json])
  (:import (java.security MessageDigest)))

(defn- md5 [^String s]
  (let [d (.digest (MessageDigest/getInstance "MD5") (.getBytes (.toLowerCase s)))]
    (apply str (map #(format "%02x" %) d))))

(defn subscribe! [{:keys [base-url api-key audience-id]} email]
  (let [resp (http/put (str base-url "/lists/" audience-id "/members/" (md5 email))
                       {:basic-auth ["anystring" api-key]
                        :content-type :json
                        :body (json/generate-string {:email_address email :status_if_new "subscribed"})
                        :throw-exceptions false})]
    (case (:status resp)
      200 :ok
      404 :unknown-audience
      503 :retry-later
      (let [{:keys [title detail]} (json/parse-string (:body resp) true)]
        (throw (ex-info (str title ": " detail) {:status (:status resp)}))))))

(defn contact-lists [{:keys [base-url api-key]}]
  (-> (http/get (str base-url "/lists") {:basic-auth ["anystring" api-key] :as :json})
      :body :lists))

(ns scoring.postmarkly
  "Postmarkly email marketing: keeps the nurture contact list in sync."
  (:require [clj-http.client :as http]
            [cheshire.core :as json]))

(defn- req [{:keys [base-url api-key]} method path body]
  (http/request {:method method
                 :url (str base-url path)
                 :headers {"x-api-key" api-key}
                 :body (json/generate-string body)
                 :content-type :json
                 :throw-exceptions false}))

(defn subscribe! [cfg list-id email]
  (let [resp (req cfg :post (str "/contact-lists/" list-id "/members") {:email email})]
    (case (:status resp)
      201 :ok
      404 (throw (ex-info "postmarkly list missing" {:list list-id}))
      503 (throw (ex-info "postmarkly maintenance" {:retry true}))
      (throw (ex-info (-> resp :body (json/parse-string true) :error) {})))))

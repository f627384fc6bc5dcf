(ns call-ledger.brevo
  "Email follow-ups via Brevo (ex-Sendinblue). Their contact lists are for email, not dialing."
  (:require [clj-http.client :as client]))

(defn- headers [{:keys [api-key]}]
  {"api-key" api-key
   "accept" "application/json"})

(defn email-lists [{:keys [base-url] :as cfg}]
  (-> (client/get (str base-url "/contacts/lists") {:headers (headers cfg) :as :json})
      :body
      :lists))

(defn add-to-list! [{:keys [base-url] :as cfg} list-id emails]
  (let [resp (client/post (str base-url "/contacts/lists/" list-id "/contacts/add")
                          {:headers (headers cfg)
                           :form-params {:emails emails}
                           :content-type :json
                           :throw-exceptions false
                           :as :json})]
    (case (:status resp)
      201 :ok
      404 (throw (ex-info "brevo list missing" {:list list-id}))
      503 (throw (ex-info "brevo unavailable" {:retry true}))
      (throw (ex-info (get-in resp [:body :message] "brevo error") {:status (:status resp)})))))

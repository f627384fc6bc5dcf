(ns lead-router.mailchimp
  "Mailchimp audiences ('lists'). Used for nurture emails, not for calling."
  (:require [clj-http.client :as http]
            [lead-router.config :as config]))

(defn- req [method path & [opts]]
  (let [{:keys [base-url api-key]} (config/mailchimp)]
    (http/request (merge {:method method
                          :url (str base-url path)
                          :basic-auth ["anystring" api-key]
                          :as :json
                          :throw-exceptions false}
                         opts))))

(defn contact-lists []
  (:body (req :get "/lists" {:query-params {:count 100}})))

(defn subscribe! [list-id email]
  (let [resp (req :post (str "/lists/" list-id "/members")
                  {:form-params {:email_address email :status "subscribed"}
                   :content-type :json})]
    (case (:status resp)
      200 :ok
      400 (if (= "Member Exists" (get-in resp [:body :title])) :ok :invalid)
      404 :list-not-found
      (503 502) :retry-later
      :error)))

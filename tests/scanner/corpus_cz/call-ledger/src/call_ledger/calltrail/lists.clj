(ns call-ledger.calltrail.lists
  (:require [call-ledger.calltrail.http :as http]))

(def ^:private lists-path "/contact-lists")

(defn all-lists [cfg]
  (http/request cfg :get lists-path {:query-params {:per_page 200}}))

(defn create-list! [cfg list-name]
  (http/request cfg :post lists-path {:form-params {:name list-name}
                                      :content-type :json}))

(defn get-list [cfg id]
  (http/request cfg :get (str "/contact-lists/" id) {}))

(defn add-contacts! [cfg id phones]
  (http/request cfg :post (str "/contact-lists/" id "/contacts")
                {:form-params {:contacts (mapv (fn [p] {:phone p}) phones)}
                 :content-type :json}))

(defn remove-contact! [cfg id phone]
  (http/request cfg :delete (format "/contact-lists/%s/contacts/%s" id phone) {}))

(defn delete-list! [cfg id]
  (http/request cfg :delete (str lists-path "/" id) {}))

(ns lead-intake.ringlet.lists
  (:require [lead-intake.ringlet.http :as rh]
            [clojure.tools.logging :as log]))

(defn all-lists [cfg]
  (rh/request cfg :get "/contact-lists"))

(defn list-by-id [cfg id]
  (rh/request cfg :get (str "/contact-lists/" id)))

(defn create-list! [cfg name]
  (rh/request cfg :post "/contact-lists" {:name name}))

(defn add-phones! [cfg list-id phones]
  (rh/request cfg :post (format "/contact-lists/%s/contacts" list-id)
              {:contacts (mapv (fn [p] {:phone p}) phones)}))

(defn remove-phone! [cfg list-id phone]
  (rh/request cfg :delete (format "/contact-lists/%s/contacts/%s" list-id phone)))

(defn ensure-list!
  "Returns the id of the list named `name`, creating it if needed."
  [cfg name]
  (try
    (or (some #(when (= name (:name %)) (:id %)) (:data (all-lists cfg)))
        (:id (create-list! cfg name)))
    (catch clojure.lang.ExceptionInfo e
      (let [{:keys [status body]} (ex-data e)]
        (case status
          503 (do (log/error "Ringlet says the public API is disabled for our org") nil)
          404 (if (re-find #"user not found" (str body))
                (do (log/error "act-as user is not a Ringlet seat") nil)
                (throw e))
          (throw e))))))

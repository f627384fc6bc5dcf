(ns lead-intake.core
  (:require [aero.core :as aero]
            [clojure.java.io :as io]
            [reitit.ring :as ring]
            [ring.adapter.jetty :as jetty]
            [ring.middleware.json :refer [wrap-json-body wrap-json-response]]
            [lead-intake.middleware :as mw]
            [lead-intake.webhooks :as wh]
            [lead-intake.ringlet.lists :as lists]
            [lead-intake.mailchimp :as mc])
  (:gen-class))

(defn config [] (aero/read-config (io/resource "config.edn")))

(defn intake-handler [cfg]
  (fn [{:keys [body current-user]}]
    (let [list-id (lists/ensure-list! (:ringlet cfg) (get-in cfg [:ringlet :default-list]))]
      (when list-id
        (lists/add-phones! (:ringlet cfg) list-id [(:phone body)]))
      (mc/subscribe! (:mailchimp cfg) (:email body))
      {:status 202 :body {:queued true :by (:email current-user)}})))

(defn app [cfg]
  (ring/ring-handler
   (ring/router
    [["/api/leads" {:post (intake-handler cfg) :middleware [mw/wrap-current-user mw/wrap-api-errors]}]
     ["/hooks/ringlet" {:post (wh/ringlet-handler (:ringlet cfg))}]
     ["/hooks/github" {:post (wh/github-handler (:github cfg))}]])))

(defn -main [& _]
  (let [cfg (config)]
    (jetty/run-jetty (-> (app cfg) (wrap-json-body {:keywords? true}) wrap-json-response)
                     {:port (get-in cfg [:http :port]) :join? false})))

(ns lead-scoring.callharbor-test
  (:require [clojure.test :refer [deftest is testing]]
            [clj-http.fake :refer [with-fake-routes]]
            [lead-scoring.callharbor :as ch]))

(def cfg {:base-url "http://fake/api/public/v1" :api-key "k" :acting-user "t@fernwood.io"})

(deftest append-raises-on-503
  (with-fake-routes
    {"http://fake/api/public/v1/contact-lists/cl_1/contacts"
     (fn [_] {:status 503 :body "{\"error\":\"API disabled on the server\"}"})}
    (is (thrown-with-msg? clojure.lang.ExceptionInfo #"disabled"
                          (ch/append-to-list! cfg "cl_1" ["+15550101"])))))

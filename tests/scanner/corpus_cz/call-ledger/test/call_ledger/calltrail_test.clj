(ns call-ledger.calltrail-test
  (:require [clojure.test :refer [deftest is testing]]
            [clj-http.fake :refer [with-fake-routes]]
            [cheshire.core :as json]
            [call-ledger.calltrail.errors :as errors]
            [call-ledger.calltrail.lists :as lists]))

(def cfg {:base-url "https://sandbox.calltrail.co/api/public/v1"
          :api-key "test-key"
          :acting-user-email "bot@harbourline.health"
          :retry {:max-attempts 1 :statuses #{}}})

(deftest get-list-sends-key
  (with-fake-routes
    {"https://sandbox.calltrail.co/api/public/v1/contact-lists/L42"
     (fn [req]
       (is (= "test-key" (get-in req [:headers "x-api-key"])))
       {:status 200 :headers {"content-type" "application/json"}
        :body (json/generate-string {:id "L42" :name "Night shift"})})}
    (is (= "L42" (:id (lists/get-list cfg "L42"))))))

(deftest classify-errors
  (testing "404 with user not found is an acting-user problem"
    (is (= ::errors/user-not-found (errors/classify 404 {:error "user not found"}))))
  (testing "503 means the API is disabled"
    (is (= ::errors/api-disabled (errors/classify 503 {})))))

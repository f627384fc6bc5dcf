(ns lead-router.ringcadence-test
  (:require [clojure.test :refer [deftest is testing]]
            [clj-http.fake :refer [with-fake-routes]]
            [lead-router.ringcadence :as rc]
            [lead-router.ringcadence.errors :as errors]))

(def lists-url "https://api.ringcadence.io/api/public/v1/contact-lists")

(deftest contact-lists-ok
  (with-fake-routes
    {{:address lists-url :query-params {:limit "200"}}
     (fn [_] {:status 200 :headers {"content-type" "application/json"} :body "{\"data\":[]}"})}
    (is (= {:ok {:data []}} (rc/contact-lists)))))

(deftest unknown-user-is-detected
  (testing "a 404 with the v1 message is an unknown acting user"
    (is (errors/unknown-user? (errors/->error 404 {:error "user not found"})))
    (is (not (errors/unknown-user? (errors/->error 404 {:error "contact list not found"}))))))

(deftest status-503-means-disabled
  (is (errors/disabled? {:status 503})))

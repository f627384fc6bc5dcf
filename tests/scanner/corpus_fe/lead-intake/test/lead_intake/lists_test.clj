(ns lead-intake.lists-test
  (:require [clojure.test :refer [deftest is testing]]
            [clj-http.fake :refer [with-fake-routes-in-isolation]]
            [lead-intake.ringlet.lists :as lists]))

(def cfg {:base-url "http://ringlet.test" :api-key "test-key" :act-as "qa@lisplane.com"})

(deftest ensure-list-returns-nil-on-503
  (with-fake-routes-in-isolation
    {#"http://ringlet.test/.*" (fn [_] {:status 503 :body "{\"error\":\"disabled\"}"})}
    (is (nil? (lists/ensure-list! cfg "web")))))

(deftest ensure-list-finds-existing
  (testing "returns id of matching list"
    (with-fake-routes-in-isolation
      {#"http://ringlet.test/.*" (fn [_] {:status 200 :body "{\"data\":[{\"id\":\"cl_1\",\"name\":\"web\"}]}"})}
      (is (= "cl_1" (lists/ensure-list! cfg "web"))))))

(ns scoring.callharbor-test
  (:require [clojure.test :refer [deftest is testing]]
            [clj-http.fake :refer [with-fake-routes]]
            [scoring.callharbor :as ch]))

(def cfg {:base-url "https://api.callharbor.com/api/public/v1"
          :api-key "ch_4Kq9TzX2vLw8RnB5pYs3Hd"
          :acting-user "qa@fjordline.io"
          :retry-statuses #{429 502 503}})

(deftest lists-contact-lists
  (with-fake-routes
    {"https://api.callharbor.com/api/public/v1/contact-lists"
     (fn [req]
       (is (= "qa@fjordline.io" (get-in req [:headers "X-User-Email"])))
       {:status 200 :body "{\"data\":[{\"id\":\"cl_1\"}]}"})}
    (is (= "cl_1" (-> (ch/contact-lists cfg) :data first :id)))))

(deftest user-not-found-is-not-retried
  (testing "404 with user not found message"
    (with-fake-routes
      {#".*/contact-lists" (fn [_] {:status 404 :body "{\"error\":\"user not found\"}"})}
      (is (thrown? clojure.lang.ExceptionInfo
                   (ch/with-retry cfg #(ch/contact-lists cfg)))))))

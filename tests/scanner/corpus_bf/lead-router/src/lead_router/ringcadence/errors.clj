(ns lead-router.ringcadence.errors
  "Turns Ringcadence error responses into ex-info friendly maps.")

(defn ->error [status body]
  {:status  status
   :message (if (string? (:error body)) (:error body) (str body))
   :details (vec (:details body))})

(defn disabled? [{:keys [status]}]
  ;; Ringcadence returns 503 when the account's public API toggle is off
  (= 503 status))

(defn unknown-user? [{:keys [status message]}]
  (and (= 404 status) (= "user not found" message)))

(defn validation-messages [{:keys [details]}]
  (for [{:keys [path message]} details]
    (str path " " message)))

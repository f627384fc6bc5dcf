package main

import (
	"encoding/json"
	"net/http"

	"github.com/harbour/ring-relay/internal/ringlane"
)

type event struct {
	Event   string          `json:"event"`
	Payload json.RawMessage `json:"payload"`
}

type optOut struct {
	ListID string `json:"list_id"`
	Phone  string `json:"phone"`
	Agent  string `json:"agent_email"`
}

func handleEvent(rl *ringlane.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var ev event
		if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
			http.Error(w, `{"error":"bad json"}`, http.StatusBadRequest)
			return
		}
		switch ev.Event {
		case "opt_out":
			var o optOut
			_ = json.Unmarshal(ev.Payload, &o)
			if err := rl.RemoveContact(r.Context(), o.Agent, o.ListID, o.Phone); err != nil {
				if ringlane.IsRetryable(err) {
					w.WriteHeader(http.StatusServiceUnavailable)
					return
				}
				http.Error(w, err.Error(), http.StatusBadGateway)
				return
			}
		}
		w.WriteHeader(http.StatusAccepted)
	}
}

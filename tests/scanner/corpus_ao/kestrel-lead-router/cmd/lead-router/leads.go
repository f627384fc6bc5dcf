package main

import (
	"encoding/json"
	"log"
	"net/http"

	"github.com/kestrelmutual/lead-router/internal/callharbor"
)

type leadIn struct {
	Phone string `json:"phone"`
}

func newLeadHandler(ch *callharbor.Client, listID string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		// The agent console calls us through the gateway, which injects X-User-Id.
		agent := r.Header.Get("X-User-Id")
		var in leadIn
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			http.Error(w, `{"error":"invalid json"}`, http.StatusBadRequest)
			return
		}
		if err := ch.AppendContacts(r.Context(), listID, []string{in.Phone}); err != nil {
			if callharbor.Retryable(err) {
				w.WriteHeader(http.StatusAccepted)
				return
			}
			log.Printf("agent=%s append failed: %v", agent, err)
			http.Error(w, `{"error":"dialer unavailable"}`, http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}
}

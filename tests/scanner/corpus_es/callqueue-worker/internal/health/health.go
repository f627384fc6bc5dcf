package health

import (
	"encoding/json"
	"net/http"
	"sync/atomic"
)

var ready atomic.Bool

func SetReady(v bool) { ready.Store(v) }

// Readyz returns 503 until the Kafka consumer has joined its group.
func Readyz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if !ready.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": "consumer not ready"})
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"status": "ok"})
}

func Livez(w http.ResponseWriter, _ *http.Request) {
	w.WriteHeader(http.StatusOK)
}

package httpx

import (
	"encoding/json"
	"net/http"
)

// Error writes the gateway's own error envelope: {"error": "..."}.
func Error(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

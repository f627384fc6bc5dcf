package server

import (
	"encoding/base64"
	"encoding/json"
	"log"
	"net/http"
)

// Serves the signed web bundle and the key that verifies it to the desktop shell that is
// calling this server.
type Server struct {
	bundleManager *BundleManager
}

func (s *Server) handleKey(w http.ResponseWriter, r *http.Request) {
	log.Println("Listing public key")

	keyInfo := map[string]string{
		"key": base64.StdEncoding.EncodeToString(s.bundleManager.GetVerifyingKey()),
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(keyInfo); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

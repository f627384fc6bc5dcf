package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strconv"

	"git.tallowbrook.com/platform/callbridge/ringvale"
)

func main() {
	rv := ringvale.New(os.Getenv("RINGVALE_HOST"), os.Getenv("RINGVALE_API_KEY"))

	mux := http.NewServeMux()
	mux.HandleFunc("POST /lists/{id}/contacts", func(w http.ResponseWriter, r *http.Request) {
		// Identity comes from the mesh's ext-authz filter, not from the caller.
		email := r.Header.Get("X-User-Email")
		if email == "" {
			http.Error(w, `{"error":"unauthenticated"}`, http.StatusUnauthorized)
			return
		}
		id, err := strconv.Atoi(r.PathValue("id"))
		if err != nil {
			http.Error(w, `{"error":"bad id"}`, http.StatusBadRequest)
			return
		}
		var phones []string
		if err := json.NewDecoder(r.Body).Decode(&phones); err != nil {
			http.Error(w, `{"error":"bad body"}`, http.StatusBadRequest)
			return
		}
		if err := rv.AppendContacts(r.Context(), email, id, phones); err != nil {
			log.Printf("append: %v", err)
			http.Error(w, `{"error":"dialer error"}`, http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })

	addr := ":" + envOr("PORT", "8090")
	log.Printf("callbridge listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

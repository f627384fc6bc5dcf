package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"

	"github.com/brightmoor/webhook-receiver/internal/events"
	"github.com/brightmoor/webhook-receiver/internal/webhook"
)

func writeProblem(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(events.Problem{Error: msg})
}

func main() {
	rl := webhook.RinglarkVerifier{Secret: []byte(os.Getenv("RINGLARK_WEBHOOK_SECRET"))}
	st := webhook.StripeVerifier{Secret: os.Getenv("STRIPE_WEBHOOK_SECRET")}
	gh := webhook.GitHubVerifier{Secret: []byte(os.Getenv("GITHUB_WEBHOOK_SECRET"))}

	mux := http.NewServeMux()
	mux.HandleFunc("POST /hooks/ringlark", func(w http.ResponseWriter, r *http.Request) {
		body, err := rl.Verify(r)
		if err != nil {
			writeProblem(w, http.StatusUnauthorized, "invalid signature")
			return
		}
		var ev events.CallCompleted
		if err := json.Unmarshal(body, &ev); err != nil {
			writeProblem(w, http.StatusBadRequest, "malformed payload")
			return
		}
		log.Printf("call %s for %s ended: %s", ev.CallID, ev.RepEmail, ev.Disposition)
		w.WriteHeader(http.StatusAccepted)
	})
	mux.HandleFunc("POST /hooks/stripe", func(w http.ResponseWriter, r *http.Request) {
		if _, err := st.Verify(r); err != nil {
			writeProblem(w, http.StatusBadRequest, err.Error())
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	mux.HandleFunc("POST /hooks/github", func(w http.ResponseWriter, r *http.Request) {
		if _, err := gh.Verify(r); err != nil {
			writeProblem(w, http.StatusUnauthorized, "bad signature")
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})

	addr := ":" + envOr("PORT", "8081")
	log.Printf("webhook-receiver listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

package main

import (
	"context"
	"io"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/kestrelhome/call-analytics/internal/ringlane"
)

func main() {
	client := ringlane.New()
	secret := os.Getenv("RINGLANE_V2_WEBHOOK_SECRET")

	http.HandleFunc("/webhooks/ringlane", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if !ringlane.VerifyWebhook(secret, r.Header.Get("Service-Signature"), body) {
			http.Error(w, `{"error":"invalid signature"}`, http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})

	go func() {
		for range time.Tick(10 * time.Minute) {
			calls, err := client.Calls(context.Background(), time.Now().Add(-15*time.Minute))
			if err != nil {
				log.Printf("backfill failed: %v", err)
				continue
			}
			log.Printf("backfilled %d calls", len(calls))
		}
	}()

	log.Fatal(http.ListenAndServe(":8090", nil))
}

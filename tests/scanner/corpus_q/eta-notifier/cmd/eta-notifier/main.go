package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/tidewater/eta-notifier/internal/gateway"
	"github.com/tidewater/eta-notifier/internal/ringdeck"
)

func main() {
	rd := ringdeck.NewFromEnv()
	lateList := os.Getenv("RINGDECK_LATE_LIST_ID")
	secret := []byte(os.Getenv("RINGDECK_WEBHOOK_SECRET"))

	http.HandleFunc("/check", func(w http.ResponseWriter, r *http.Request) {
		loadID := r.URL.Query().Get("load")
		eta, err := gateway.FetchETA(loadID)
		if err != nil || eta == nil {
			http.Error(w, "no eta", http.StatusNotFound)
			return
		}
		if err := rd.AddDriver(context.Background(), lateList, r.URL.Query().Get("phone")); err != nil {
			if ringdeck.IsDisabled(err) {
				log.Printf("ringdeck disabled, skipping call for %s", loadID)
				w.WriteHeader(http.StatusAccepted)
				return
			}
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})

	http.HandleFunc("/hooks/ringdeck", func(w http.ResponseWriter, r *http.Request) {
		if _, ok := ringdeck.VerifyWebhook(r, secret); !ok {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})

	addr := ":" + os.Getenv("PORT")
	if addr == ":" {
		addr = ":8080"
	}
	log.Fatal(http.ListenAndServe(addr, nil))
}

package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/brightmoor/dialer-gateway/internal/config"
	"github.com/brightmoor/dialer-gateway/internal/ringlark"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	rl := ringlark.New(cfg.RinglarkBaseURL, cfg.RinglarkAPIKey)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	// Internal endpoint used by the CRM UI; the rep's email arrives from our own auth proxy.
	mux.HandleFunc("GET /lists", func(w http.ResponseWriter, r *http.Request) {
		rep := r.Header.Get("X-User-Email")
		if rep == "" {
			http.Error(w, `{"error":"missing X-User-Email"}`, http.StatusBadRequest)
			return
		}
		lists, err := rl.ListContactLists(r.Context(), rep)
		switch {
		case errors.Is(err, ringlark.ErrUserNotFound):
			http.Error(w, `{"error":"rep is not provisioned in Ringlark"}`, http.StatusForbidden)
			return
		case err != nil:
			http.Error(w, `{"error":"upstream failure"}`, http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(lists)
	})

	srv := &http.Server{Addr: cfg.ListenAddr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go func() {
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatal(err)
		}
	}()
	<-ctx.Done()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdownCtx)
}

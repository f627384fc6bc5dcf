package main

import (
	"context"
	"errors"
	"log"
	"os"
	"time"

	"git.halvorsen.internal/sales/dialer-sync/internal/callforge"
	"git.halvorsen.internal/sales/dialer-sync/internal/mailer"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()

	cf := callforge.New(callforge.ConfigFromEnv())
	lists, err := cf.ContactLists(ctx)
	if errors.Is(err, callforge.ErrAPIDisabled) {
		log.Println("callforge API disabled; skipping run")
		os.Exit(0)
	}
	if err != nil {
		log.Fatalf("list contact lists: %v", err)
	}
	log.Printf("found %d lists", len(lists))
	_ = mailer.SendDigest("sdr-leads@halvorsen.com", "Dialer sync", "ok")
}

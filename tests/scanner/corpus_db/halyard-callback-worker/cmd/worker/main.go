package main

import (
	"context"
	"errors"
	"flag"
	"net/http"
	"os"
	"os/signal"

	"go.uber.org/zap"

	"gitlab.com/halyard/callback-worker/internal/apigw"
	"gitlab.com/halyard/callback-worker/internal/config"
	"gitlab.com/halyard/callback-worker/internal/queue"
	"gitlab.com/halyard/callback-worker/internal/ringlane"
)

func main() {
	cfgPath := flag.String("config", "config/worker.yaml", "path to config")
	flag.Parse()

	log, _ := zap.NewProduction()
	defer log.Sync()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatal("config", zap.Error(err))
	}

	rl := ringlane.New(cfg.Ringlane)
	routing := apigw.New(cfg.RoutingAPI.BaseURL, cfg.RoutingAPI.APIKey)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	err = queue.Consume(ctx, cfg.Queue, func(ctx context.Context, ev queue.CallbackRequested) queue.Ack {
		a, err := routing.AssignRep(ctx, ev.ShipperID)
		if err != nil {
			log.Warn("routing", zap.Error(err))
			return queue.Requeue
		}
		list := cfg.Ringlane.Lists["callback"]
		if a.VIP {
			list = cfg.Ringlane.Lists["vip_callback"]
		}
		err = rl.AddContacts(ctx, list, ringlane.Contact{Phone: ev.Phone, Company: ev.ShipperName, ExternalID: ev.ShipperID})

		var se *ringlane.StatusError
		switch {
		case err == nil:
			return queue.Ack_
		case errors.Is(err, ringlane.ErrIdentityUnavailable):
			return queue.Requeue
		case errors.Is(err, ringlane.ErrAPIDisabled), errors.Is(err, ringlane.ErrUserNotFound):
			log.Error("ringlane misconfigured, stopping", zap.Error(err))
			stop()
			return queue.Requeue
		case errors.As(err, &se) && se.Code == http.StatusTooManyRequests:
			return queue.Requeue
		default:
			log.Error("dropping callback", zap.String("shipper", ev.ShipperID), zap.Error(err))
			return queue.DeadLetter
		}
	})
	if err != nil {
		log.Fatal("consume", zap.Error(err))
	}
}

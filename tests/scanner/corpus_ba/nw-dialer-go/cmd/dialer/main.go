package main

import (
	"context"
	"os"
	"os/signal"

	"go.uber.org/zap"

	"github.com/northwind-freight/dialer/internal/dialwave"
	"github.com/northwind-freight/dialer/internal/notify"
)

func main() {
	log, _ := zap.NewProduction()
	defer log.Sync()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	dw := dialwave.NewFromEnv(os.Getenv("DIALER_SERVICE_OKTA_UID"))
	gw := notify.NewGateway()

	if err := run(ctx, dw, gw); err != nil {
		if dialwave.Retryable(err) {
			log.Warn("transient dialwave failure, exiting for requeue", zap.Error(err))
			os.Exit(75)
		}
		log.Fatal("dialer failed", zap.Error(err))
	}
}

func run(ctx context.Context, dw *dialwave.Client, gw *notify.Gateway) error {
	<-ctx.Done()
	return nil
}

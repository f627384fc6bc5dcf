package main

import (
	"context"
	"net/http"
	"strings"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"go.uber.org/zap"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	dialerv1 "github.com/northbeam/dialer-gateway/gen/northbeam/dialer/v1"
	"github.com/northbeam/dialer-gateway/internal/config"
)

// forwardHeaders lets identity headers set by the ingress reach the gRPC server.
func forwardHeaders(key string) (string, bool) {
	switch strings.ToLower(key) {
	case "x-user-id", "x-user-email", "x-request-id":
		return strings.ToLower(key), true
	}
	return runtime.DefaultHeaderMatcher(key)
}

func main() {
	log, _ := zap.NewProduction()
	defer log.Sync()

	cfg, err := config.Load()
	if err != nil {
		log.Fatal("config", zap.Error(err))
	}

	ctx := context.Background()
	mux := runtime.NewServeMux(runtime.WithIncomingHeaderMatcher(forwardHeaders))
	opts := []grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}
	if err := dialerv1.RegisterDialerServiceHandlerFromEndpoint(ctx, mux, "localhost"+cfg.GRPCAddr, opts); err != nil {
		log.Fatal("register gateway", zap.Error(err))
	}

	log.Info("gateway listening", zap.String("addr", cfg.GatewayAddr))
	if err := http.ListenAndServe(cfg.GatewayAddr, mux); err != nil {
		log.Fatal("gateway", zap.Error(err))
	}
}

package main

import (
	"net"

	"go.uber.org/zap"
	"google.golang.org/grpc"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	dialerv1 "github.com/northbeam/dialer-gateway/gen/northbeam/dialer/v1"
	"github.com/northbeam/dialer-gateway/internal/config"
	"github.com/northbeam/dialer-gateway/internal/server"
	"github.com/northbeam/dialer-gateway/internal/upstream"
)

func main() {
	log, _ := zap.NewProduction()
	defer log.Sync()

	cfg, err := config.Load()
	if err != nil {
		log.Fatal("config", zap.Error(err))
	}

	up := upstream.NewClient(cfg.RingPilotBaseURL(), cfg.RPAPIKey, log.Named("upstream"))

	lis, err := net.Listen("tcp", cfg.GRPCAddr)
	if err != nil {
		log.Fatal("listen", zap.Error(err))
	}
	s := grpc.NewServer()
	dialerv1.RegisterDialerServiceServer(s, &server.DialerServer{Upstream: up, Log: log})
	healthpb.RegisterHealthServer(s, health.NewServer())
	log.Info("grpc listening", zap.String("addr", cfg.GRPCAddr))
	if err := s.Serve(lis); err != nil {
		log.Fatal("serve", zap.Error(err))
	}
}

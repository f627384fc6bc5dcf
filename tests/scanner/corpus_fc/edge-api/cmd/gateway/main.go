package main

import (
	"context"
	"log"
	"net/http"
	"strings"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	outreachv1 "github.com/harborline/edge-api/gen/outreach/v1"
)

// forward the identity headers set by oauth2-proxy into gRPC metadata.
func headerMatcher(key string) (string, bool) {
	switch strings.ToLower(key) {
	case "x-user-email", "x-user-id", "x-request-id":
		return strings.ToLower(key), true
	}
	return runtime.DefaultHeaderMatcher(key)
}

func main() {
	ctx := context.Background()
	mux := runtime.NewServeMux(runtime.WithIncomingHeaderMatcher(headerMatcher))
	opts := []grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}
	if err := outreachv1.RegisterOutreachServiceHandlerFromEndpoint(ctx, mux, "localhost:9090", opts); err != nil {
		log.Fatal(err)
	}
	log.Println("grpc-gateway on :8081")
	log.Fatal(http.ListenAndServe(":8081", mux))
}

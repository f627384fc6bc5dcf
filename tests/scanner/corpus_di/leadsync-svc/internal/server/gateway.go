package server

import (
	"context"
	"net/http"
	"strings"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	leadsyncv1 "github.com/tallyhaus/leadsync-svc/gen/leadsync/v1"
)

// forwardedHeaders are set by our Envoy edge after SSO and passed to gRPC handlers.
var forwardedHeaders = map[string]bool{
	"x-user-email": true,
	"x-user-id":    true,
	"x-request-id": true,
}

func headerMatcher(key string) (string, bool) {
	k := strings.ToLower(key)
	if forwardedHeaders[k] {
		return k, true
	}
	return runtime.DefaultHeaderMatcher(key)
}

func NewGateway(ctx context.Context, grpcAddr string) (http.Handler, error) {
	mux := runtime.NewServeMux(
		runtime.WithIncomingHeaderMatcher(headerMatcher),
		runtime.WithErrorHandler(runtime.DefaultHTTPErrorHandler),
	)
	opts := []grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}
	if err := leadsyncv1.RegisterLeadSyncServiceHandlerFromEndpoint(ctx, mux, grpcAddr, opts); err != nil {
		return nil, err
	}
	return mux, nil
}

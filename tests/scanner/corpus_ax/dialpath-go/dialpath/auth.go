package dialpath

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/oapi-codegen/oapi-codegen/v2/pkg/securityprovider"
)

// NewFromEnv builds a generated client with the shared key attached to every request.
func NewFromEnv() (*ClientWithResponses, error) {
	key := os.Getenv("DIALPATH_API_KEY")
	if key == "" {
		return nil, fmt.Errorf("DIALPATH_API_KEY not set")
	}
	server := os.Getenv("DIALPATH_SERVER")
	if server == "" {
		server = "https://api.dialpath.io/api/public/v1"
	}

	keyProvider, err := securityprovider.NewSecurityProviderApiKey("header", "x-api-key", key)
	if err != nil {
		return nil, err
	}

	trace := func(ctx context.Context, req *http.Request) error {
		if id, ok := ctx.Value(traceKey{}).(string); ok {
			req.Header.Set("traceparent", id)
		}
		return nil
	}

	return NewClientWithResponses(server,
		WithRequestEditorFn(keyProvider.Intercept),
		WithRequestEditorFn(trace),
	)
}

type traceKey struct{}

package ringlane

import (
	"context"
	"net/http"

	"github.com/brindlefreight/dialer-sync/internal/ringlane/gen"
)

// Ringlane authenticates every public API call with the tenant-wide key and
// attributes the action to a Ringlane user looked up by login email.
const (
	apiKeyHeader     = "x-api-key"
	actingUserHeader = "x-user-email"
)

type actingUserKey struct{}

// WithActingUser overrides the acting user for a single call, e.g. when a
// rep triggers a sync from the admin UI.
func WithActingUser(ctx context.Context, email string) context.Context {
	return context.WithValue(ctx, actingUserKey{}, email)
}

func authEditor(apiKey, defaultUser string) gen.RequestEditorFn {
	return func(ctx context.Context, req *http.Request) error {
		req.Header.Set(apiKeyHeader, apiKey)
		user := defaultUser
		if u, ok := ctx.Value(actingUserKey{}).(string); ok && u != "" {
			user = u
		}
		req.Header.Set(actingUserHeader, user)
		req.Header.Set("User-Agent", "brindle-dialer-sync/1.x")
		return nil
	}
}

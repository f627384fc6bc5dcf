package callapi

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// Statuses worth another attempt. Ringlane answers 502 when its Okta lookup
// for the acting user times out; it clears up within seconds.
var retryableStatuses = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true,
	http.StatusGatewayTimeout:  true,
}

func checkRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	if err != nil {
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	// 503 means the public API was switched off for our tenant in the Ringlane
	// admin console. Retrying just burns the rate limit.
	if resp.StatusCode == http.StatusServiceUnavailable {
		return false, nil
	}
	return retryableStatuses[resp.StatusCode], nil
}

package ringlane

import (
	"context"
	"net/http"
	"time"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

// 502 from Ringlane means it could not reach Okta to resolve the acting user;
// it clears within seconds, so we retry it along with the usual suspects.
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
	if resp.StatusCode == http.StatusServiceUnavailable {
		// public API switched off for our account: retrying will not help
		return false, nil
	}
	return retryableStatuses[resp.StatusCode], nil
}

// NewRetryingHTTPClient returns a *http.Client suitable for WithHTTPClient.
func NewRetryingHTTPClient(maxRetries int) *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = maxRetries
	rc.RetryWaitMin = 300 * time.Millisecond
	rc.RetryWaitMax = 5 * time.Second
	rc.CheckRetry = checkRetry
	rc.Logger = nil
	hc := rc.StandardClient()
	hc.Timeout = defaultTimeout
	return hc
}

package dialpath

import (
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// retryOn lists the Dialpath statuses worth another attempt.
var retryOn = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true,
}

// NewRetryingHTTPClient is used by the nightly bulk export, which bypasses resty.
func NewRetryingHTTPClient() *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 5
	rc.RetryWaitMin = time.Second
	rc.RetryWaitMax = 20 * time.Second
	rc.Logger = nil
	rc.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if ctx.Err() != nil {
			return false, ctx.Err()
		}
		if err != nil {
			return true, nil
		}
		return retryOn[resp.StatusCode], nil
	}
	return rc.StandardClient()
}

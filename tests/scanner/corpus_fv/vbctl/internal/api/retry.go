package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

var ErrAPIDisabled = errors.New("the Voxbridge public API is disabled for this account; ask a Voxbridge admin to enable it under Settings > Integrations")

func checkRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if err != nil || resp == nil {
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	switch resp.StatusCode {
	case http.StatusTooManyRequests:
		return true, nil
	case 502, 504:
		// 502 = Voxbridge couldn't reach its identity provider for the acting user
		return true, nil
	case 503:
		return false, ErrAPIDisabled
	}
	return false, nil
}

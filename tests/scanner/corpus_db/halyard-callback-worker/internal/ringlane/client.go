// Package ringlane wraps the bits of the Ringlane public API the worker needs.
package ringlane

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/go-resty/resty/v2"

	"gitlab.com/halyard/callback-worker/internal/config"
)

type Client struct {
	r *resty.Client
}

func New(cfg config.Ringlane) *Client {
	base := fmt.Sprintf("%s/api/public/%s", strings.TrimRight(cfg.BaseURL, "/"), cfg.APIVersion)

	r := resty.New().
		SetBaseURL(base).
		SetTimeout(cfg.Timeout).
		SetHeader("Accept", "application/json").
		SetHeader("X-Api-Key", cfg.APIKey).
		SetHeader("X-User-Id", cfg.ActingUserID).
		SetError(&apiError{}).
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond).
		SetRetryMaxWaitTime(5 * time.Second).
		AddRetryCondition(func(resp *resty.Response, err error) bool {
			if err != nil || resp == nil {
				return true
			}
			switch resp.StatusCode() {
			case http.StatusTooManyRequests, http.StatusBadGateway:
				return true
			}
			return false
		})

	return &Client{r: r}
}

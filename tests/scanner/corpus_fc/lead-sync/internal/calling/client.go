package calling

import (
	"fmt"
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/harborline/lead-sync/internal/config"
)

type Client struct {
	r *resty.Client
}

func NewClient(cfg config.Config) *Client {
	r := resty.New().
		SetBaseURL(fmt.Sprintf("%s/api/public/%s", cfg.CallingBaseURL, cfg.CallingAPIVersion)).
		SetHeader("x-api-key", cfg.CallingAPIKey).
		SetHeader("x-user-id", cfg.ActingUserID).
		SetHeader("Accept", "application/json").
		SetTimeout(20 * time.Second).
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond).
		AddRetryCondition(func(resp *resty.Response, err error) bool {
			if err != nil {
				return true
			}
			return resp.StatusCode() == http.StatusBadGateway || resp.StatusCode() == http.StatusTooManyRequests
		}).
		SetError(&APIError{})
	return &Client{r: r}
}

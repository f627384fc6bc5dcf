package calling

import (
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

type Client struct {
	r *resty.Client
}

// transientStatuses are retried with backoff. 502 happens when their SSO lookup times out.
var transientStatuses = map[int]bool{429: true, 502: true}

func NewClient(s Settings) *Client {
	r := resty.New().
		SetBaseURL(s.BaseURL()).
		SetTimeout(timeout).
		SetHeader("x-api-key", s.Key).
		SetHeader("x-user-id", s.BotUser).
		SetHeader("Accept", "application/json").
		SetError(&errorBody{}).
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond).
		SetRetryMaxWaitTime(5 * time.Second).
		AddRetryCondition(func(resp *resty.Response, err error) bool {
			if err != nil {
				return true
			}
			return transientStatuses[resp.StatusCode()]
		})
	return &Client{r: r}
}

// WithHTTPClient is used by tests.
func (c *Client) WithHTTPClient(h *http.Client) *Client {
	c.r = resty.NewWithClient(h).SetBaseURL(c.r.BaseURL).SetHeaders(c.r.Header.Clone().ToMap())
	return c
}

func toErr(resp *resty.Response) error {
	if !resp.IsError() {
		return nil
	}
	eb, _ := resp.Error().(*errorBody)
	if eb == nil {
		eb = &errorBody{Error: resp.Status()}
	}
	if resp.StatusCode() == http.StatusServiceUnavailable {
		return ErrDisabled
	}
	return &RemoteError{Status: resp.StatusCode(), Body: *eb}
}

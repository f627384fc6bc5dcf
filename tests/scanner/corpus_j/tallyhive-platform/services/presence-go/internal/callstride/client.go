package callstride

import (
	"context"
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

type Client struct {
	r *resty.Client
}

type PresenceUpdate struct {
	UserID string `json:"userId"`
	Status string `json:"status"`
}

func New(cfg Config) *Client {
	r := resty.New().
		SetBaseURL(cfg.BaseURL()).
		SetTimeout(cfg.Timeout).
		SetHeader("X-Api-Key", cfg.APIKey).
		SetHeader("X-User-Id", cfg.BotUserID).
		SetHeader("Accept", "application/json").
		SetError(&apiError{}).
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond).
		SetRetryMaxWaitTime(5 * time.Second).
		AddRetryCondition(func(resp *resty.Response, err error) bool {
			if err != nil {
				return true
			}
			return resp.StatusCode() == http.StatusBadGateway || resp.StatusCode() == http.StatusTooManyRequests
		})
	return &Client{r: r}
}

func (c *Client) do(req *resty.Request, method, path string) error {
	resp, err := req.Execute(method, path)
	if err != nil {
		return err
	}
	if resp.IsError() {
		apiErr, _ := resp.Error().(*apiError)
		return mapError(resp.StatusCode(), apiErr)
	}
	return nil
}

// PushPresence updates agent availability in the dialer.
func (c *Client) PushPresence(ctx context.Context, u PresenceUpdate) error {
	return c.do(c.r.R().SetContext(ctx).SetBody(u), http.MethodPut, "/users/"+u.UserID+"/presence")
}

// DropFromList removes a number from a dialing list once the rep marks it "do not call".
func (c *Client) DropFromList(ctx context.Context, listID, phone string) error {
	req := c.r.R().SetContext(ctx).SetPathParams(map[string]string{"list": listID, "phone": phone})
	return c.do(req, http.MethodDelete, "/contact-lists/{list}/contacts/{phone}")
}

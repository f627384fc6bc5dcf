package dialforge

import (
	"context"
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

const (
	defaultBaseURL = "https://api.dialforge.com/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerUserID   = "X-User-Id"
)

type Config struct {
	BaseURL      string `envconfig:"DIALFORGE_BASE_URL"`
	APIKey       string `envconfig:"DIALFORGE_API_KEY" required:"true"`
	ActingUserID string `envconfig:"DIALFORGE_ACTING_USER_ID" required:"true"`
}

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contactCount"`
}

type Client struct {
	r *resty.Client
}

func New(cfg Config) *Client {
	base := cfg.BaseURL
	if base == "" {
		base = defaultBaseURL
	}
	r := resty.New().
		SetBaseURL(base).
		SetTimeout(10*time.Second).
		SetHeader(headerAPIKey, cfg.APIKey).
		SetHeader(headerUserID, cfg.ActingUserID).
		SetRetryCount(3).
		AddRetryCondition(func(resp *resty.Response, err error) bool {
			return err != nil || resp.StatusCode() == http.StatusBadGateway || resp.StatusCode() == http.StatusTooManyRequests
		})
	return &Client{r: r}
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var lists []ContactList
	resp, err := c.r.R().SetContext(ctx).SetResult(&lists).SetError(&apiError{}).Get("/contact-lists")
	if err != nil {
		return nil, err
	}
	if resp.IsError() {
		return nil, classify(resp)
	}
	return lists, nil
}

func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	resp, err := c.r.R().
		SetContext(ctx).
		SetPathParam("listID", listID).
		SetBody(map[string]any{"phones": phones}).
		SetError(&apiError{}).
		Post("/contact-lists/{listID}/contacts")
	if err != nil {
		return err
	}
	if resp.IsError() {
		return classify(resp)
	}
	return nil
}

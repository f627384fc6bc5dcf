package callforge

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/go-resty/resty/v2"
)

type Client struct {
	rc *resty.Client
}

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	UpdatedAt time.Time `json:"updated_at"`
}

func New(cfg Config) *Client {
	rc := resty.New().
		SetBaseURL(cfg.BaseURL).
		SetTimeout(15 * time.Second).
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond).
		AddRetryCondition(func(r *resty.Response, err error) bool {
			if err != nil {
				return true
			}
			return r.StatusCode() == http.StatusBadGateway || r.StatusCode() == http.StatusTooManyRequests
		}).
		SetError(&apiError{})
	rc.OnBeforeRequest(authMiddleware(cfg))
	return &Client{rc: rc}
}

func (c *Client) GetList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	resp, err := c.rc.R().SetContext(ctx).SetPathParam("id", id).SetResult(&out).
		Get("/contact-lists/{id}")
	if err != nil {
		return nil, err
	}
	if resp.IsError() {
		return nil, toError(resp)
	}
	return &out, nil
}

func (c *Client) AppendContacts(ctx context.Context, id string, phones []string) error {
	body := map[string]any{"phones": phones}
	resp, err := c.rc.R().SetContext(ctx).SetPathParam("id", id).SetBody(body).
		Post("/contact-lists/{id}/contacts")
	if err != nil {
		return err
	}
	if resp.IsError() {
		return toError(resp)
	}
	return nil
}

func (c *Client) RemoveContact(ctx context.Context, id, phone string) error {
	resp, err := c.rc.R().SetContext(ctx).
		SetPathParams(map[string]string{"id": id, "phone": url.PathEscape(phone)}).
		Delete("/contact-lists/{id}/contacts/{phone}")
	if err != nil {
		return err
	}
	if resp.IsError() {
		return toError(resp)
	}
	return nil
}

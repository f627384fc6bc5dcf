package voxbridge

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

type Config struct {
	Host         string
	APIKey       string
	ActingUserID string // Okta user id of the agent
	Timeout      time.Duration
}

type Client struct {
	rc *resty.Client
}

type List struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Count  int    `json:"contact_count"`
	Status string `json:"status"`
}

func New(cfg Config) *Client {
	host := cfg.Host
	if host == "" {
		host = DefaultHost
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	rc := resty.New().
		SetBaseURL(host+fmt.Sprintf(basePathFmt, APIVersion)).
		SetAuthToken(cfg.APIKey).
		SetHeader(actingUserHdr, cfg.ActingUserID).
		SetHeader("Accept", "application/json").
		SetTimeout(cfg.Timeout).
		SetRetryCount(retryCount).
		SetRetryWaitTime(500 * time.Millisecond).
		AddRetryCondition(func(r *resty.Response, err error) bool {
			if err != nil {
				return true
			}
			switch r.StatusCode() {
			case http.StatusTooManyRequests, http.StatusBadGateway:
				return true
			}
			return false
		}).
		SetError(&ErrorResponse{})
	return &Client{rc: rc}
}

func (c *Client) Lists(ctx context.Context) ([]List, error) {
	var out struct {
		Data []List `json:"data"`
	}
	resp, err := c.rc.R().SetContext(ctx).SetResult(&out).
		Get("/contact-lists")
	if err != nil {
		return nil, err
	}
	return out.Data, fromResponse(resp)
}

func (c *Client) GetList(ctx context.Context, id string) (*List, error) {
	var l List
	resp, err := c.rc.R().SetContext(ctx).SetPathParam("listId", id).SetResult(&l).
		Get("/contact-lists/{listId}")
	if err != nil {
		return nil, err
	}
	return &l, fromResponse(resp)
}

func (c *Client) CreateList(ctx context.Context, name string) (*List, error) {
	var l List
	resp, err := c.rc.R().SetContext(ctx).
		SetBody(map[string]string{"name": name}).
		SetResult(&l).
		Post("/contact-lists")
	if err != nil {
		return nil, err
	}
	return &l, fromResponse(resp)
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
	Company   string `json:"company,omitempty"`
}

func (c *Client) AddContacts(ctx context.Context, listID string, contacts []Contact) error {
	resp, err := c.rc.R().SetContext(ctx).
		SetPathParam("listId", listID).
		SetBody(map[string]any{"contacts": contacts}).
		Post("/contact-lists/{listId}/contacts")
	if err != nil {
		return err
	}
	return fromResponse(resp)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	resp, err := c.rc.R().SetContext(ctx).
		SetPathParams(map[string]string{"listId": listID, "phone": phone}).
		Delete("/contact-lists/{listId}/contacts/{phone}")
	if err != nil {
		return err
	}
	return fromResponse(resp)
}

func (c *Client) DeleteList(ctx context.Context, listID string) error {
	resp, err := c.rc.R().SetContext(ctx).SetPathParam("listId", listID).
		Delete("/contact-lists/{listId}")
	if err != nil {
		return err
	}
	return fromResponse(resp)
}

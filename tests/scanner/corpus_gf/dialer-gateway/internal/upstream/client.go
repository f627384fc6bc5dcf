// Package upstream wraps the RingPilot endpoints used by dialer-gateway.
package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"

	"go.uber.org/zap"
)

type Client struct {
	base   string
	apiKey string
	hc     *http.Client
	log    *zap.Logger
}

func NewClient(base, apiKey string, log *zap.Logger) *Client {
	return &Client{base: base, apiKey: apiKey, hc: &http.Client{}, log: log}
}

type List struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Owner string `json:"owner_email"`
	Size  int    `json:"size"`
}

func (c *Client) newRequest(ctx context.Context, method, path string, body any, actingUserID string) (*http.Request, error) {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return nil, err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, &buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-api-key", c.apiKey)
	req.Header.Set("x-user-id", actingUserID)
	req.Header.Set("content-type", "application/json")
	return req, nil
}

func (c *Client) GetList(ctx context.Context, userID, listID string) (*List, error) {
	req, err := c.newRequest(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(listID), nil, userID)
	if err != nil {
		return nil, err
	}
	var l List
	return &l, c.send(req, &l)
}

func (c *Client) ListLists(ctx context.Context, userID string, page int) ([]List, error) {
	path := fmt.Sprintf("/contact-lists?page=%d&per_page=100", page)
	req, err := c.newRequest(ctx, http.MethodGet, path, nil, userID)
	if err != nil {
		return nil, err
	}
	var out struct {
		Items []List `json:"items"`
	}
	return out.Items, c.send(req, &out)
}

func (c *Client) CreateList(ctx context.Context, userID, name string) (*List, error) {
	req, err := c.newRequest(ctx, http.MethodPost, "/contact-lists", map[string]string{"name": name}, userID)
	if err != nil {
		return nil, err
	}
	var l List
	return &l, c.send(req, &l)
}

func (c *Client) AddPhones(ctx context.Context, userID, listID string, phones []string) error {
	path := "/contact-lists/" + url.PathEscape(listID) + "/contacts"
	req, err := c.newRequest(ctx, http.MethodPost, path, map[string][]string{"phones": phones}, userID)
	if err != nil {
		return err
	}
	return c.send(req, nil)
}

func (c *Client) RemovePhone(ctx context.Context, userID, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	req, err := c.newRequest(ctx, http.MethodDelete, path, nil, userID)
	if err != nil {
		return err
	}
	return c.send(req, nil)
}

func (c *Client) DeleteList(ctx context.Context, userID, listID string) error {
	req, err := c.newRequest(ctx, http.MethodDelete, "/contact-lists/"+url.PathEscape(listID), nil, userID)
	if err != nil {
		return err
	}
	return c.send(req, nil)
}

func (c *Client) send(req *http.Request, out any) error {
	return withRetry(req.Context(), c.log, func() (int, error) {
		resp, err := c.hc.Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			return resp.StatusCode, parseError(resp)
		}
		if out != nil {
			return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
		}
		return resp.StatusCode, nil
	})
}

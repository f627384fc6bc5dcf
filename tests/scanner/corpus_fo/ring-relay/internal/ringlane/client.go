package ringlane

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

const (
	headerKey   = "X-API-Key"
	headerAgent = "X-User-Email"
)

type Client struct {
	base string
	key  string
	http *http.Client
}

func New(base, key string) *Client {
	return &Client{
		base: strings.TrimRight(base, "/"),
		key:  key,
		http: &http.Client{Timeout: 10 * time.Second},
	}
}

func (c *Client) do(ctx context.Context, method, path, agent string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set(headerKey, c.key)
	req.Header.Set(headerAgent, agent)
	req.Header.Set("Accept", "application/json")
	return c.http.Do(req)
}

// RemoveContact drops an opted-out number from a dialer list.
func (c *Client) RemoveContact(ctx context.Context, agent, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	resp, err := c.do(ctx, http.MethodDelete, path, agent)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound || resp.StatusCode < 300 {
		return nil
	}
	return decodeError(resp)
}

package callvista

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"

	"github.com/tidewaterfoods/tw-reporting/internal/config"
	"github.com/tidewaterfoods/tw-reporting/internal/httpx"
)

const (
	headerKey  = "X-Api-Key"
	headerUser = "X-User-Id"
)

type Client struct {
	base   string
	key    string
	userID string
	http   *http.Client
}

type CallList struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Size      int    `json:"size"`
	Connected int    `json:"connected"`
}

func New(cfg config.Config) *Client {
	return &Client{
		base:   cfg.Callvista.BaseURL,
		key:    cfg.Callvista.APIKey,
		userID: cfg.CallvistaUser,
		http:   &http.Client{Timeout: cfg.Callvista.Timeout},
	}
}

func (c *Client) get(ctx context.Context, path string, out any) error {
	newReq := func() (*http.Request, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set(headerKey, c.key)
		req.Header.Set(headerUser, c.userID)
		return req, nil
	}
	resp, err := httpx.Do(c.http, newReq, 3, func(s int) bool { return s == 429 || s == 502 })
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// Lists returns every call list for the nightly outcome report.
func (c *Client) Lists(ctx context.Context) ([]CallList, error) {
	var page struct {
		Data []CallList `json:"data"`
	}
	if err := c.get(ctx, "/contact-lists?per_page=200", &page); err != nil {
		return nil, err
	}
	return page.Data, nil
}

func (c *Client) List(ctx context.Context, id string) (*CallList, error) {
	var l CallList
	err := c.get(ctx, fmt.Sprintf("/contact-lists/%s", url.PathEscape(id)), &l)
	return &l, err
}

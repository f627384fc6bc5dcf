package dialstream

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/brightpath/call-sync/internal/config"
)

// Client talks to DialStream on behalf of the reporting sync.
type Client struct {
	base      string
	key       string
	actingUID string
	http      *http.Client
}

func New(cfg config.Config, actingUID string) *Client {
	return &Client{
		base:      cfg.BaseURL(),
		key:       cfg.DialStreamKey,
		actingUID: actingUID,
		http:      &http.Client{Timeout: 15 * time.Second},
	}
}

type ListSummary struct {
	ID            int    `json:"id"`
	Name          string `json:"name"`
	ContactsCount int    `json:"contactsCount"`
}

func (c *Client) do(ctx context.Context, method, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("X-API-Key", c.key)
	req.Header.Set("X-User-Id", c.actingUID)
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)

	switch resp.StatusCode {
	case http.StatusOK:
		return json.Unmarshal(raw, out)
	case http.StatusBadGateway:
		return ErrIdPDown
	case http.StatusServiceUnavailable:
		return ErrDisabled
	default:
		return decodeError(resp.StatusCode, raw)
	}
}

// Lists returns every contact list visible to the acting user.
func (c *Client) Lists(ctx context.Context) ([]ListSummary, error) {
	var out []ListSummary
	err := c.do(ctx, http.MethodGet, "/contact-lists", &out)
	return out, err
}

// List fetches one list; a missing list is reported as (nil, nil).
func (c *Client) List(ctx context.Context, id int) (*ListSummary, error) {
	var out ListSummary
	if err := c.do(ctx, http.MethodGet, fmt.Sprintf("/contact-lists/%d", id), &out); err != nil {
		return nil, err
	}
	return &out, nil
}

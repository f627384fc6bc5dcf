package ringlane

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

type Client struct {
	base      string
	key       string
	userEmail string
	http      *http.Client
}

func NewClient(base, key, userEmail string) *Client {
	return &Client{base: base, key: key, userEmail: userEmail, http: &http.Client{Timeout: 10 * time.Second}}
}

// Ping lists at most one contact list as the configured acting user.
func (c *Client) Ping(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+pathContactLists+"?limit=1", nil)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.key)
	req.Header.Set(headerUserEmail, c.userEmail)
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("ringlane: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return nil
	}
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	return decodeError(resp.StatusCode, raw)
}

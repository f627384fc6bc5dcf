package rlapi

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type Client struct {
	root string
	hc   *http.Client
}

// New builds a client. host is e.g. https://api.ringlark.com (no path).
func New(host, key, userID string) *Client {
	return &Client{
		root: strings.TrimSuffix(host, "/") + legacyPrefix,
		hc: &http.Client{
			Timeout:   10 * time.Second,
			Transport: &authTransport{key: key, userID: userID, base: http.DefaultTransport, retries: 2},
		},
	}
}

func (c *Client) call(ctx context.Context, method, p string, q url.Values, in, out any) error {
	u := c.root + "/" + strings.TrimPrefix(p, "/")
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	var rdr io.Reader
	if in != nil {
		b, _ := json.Marshal(in)
		rdr = strings.NewReader(string(b))
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rdr)
	if err != nil {
		return err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out == nil {
		return nil
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return fmt.Errorf("decode %s %s: %w", method, p, err)
	}
	return nil
}

package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	base string
	key  string
	user string
	hc   *retryablehttp.Client
}

func NewClient(base, key, user string, verbose bool) *Client {
	hc := retryablehttp.NewClient()
	hc.RetryMax = 3
	hc.RetryWaitMin = time.Second
	hc.CheckRetry = checkRetry
	if !verbose {
		hc.Logger = nil
	}
	if base == "" {
		base = DefaultBaseURL
	}
	return &Client{base: strings.TrimRight(base, "/"), key: key, user: user, hc: hc}
}

func (c *Client) call(ctx context.Context, method string, segs []string, in, out any) error {
	var rdr io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		rdr = bytes.NewReader(b)
	}
	u := c.base + path.Join(append([]string{"/"}, segs...)...)
	req, err := retryablehttp.NewRequestWithContext(ctx, method, u, rdr)
	if err != nil {
		return err
	}
	req.Header.Set(hdrKey, c.key)
	req.Header.Set(hdrUser, c.user)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, u, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return decodeError(resp)
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

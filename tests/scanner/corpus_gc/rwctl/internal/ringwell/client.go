package ringwell

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

type Client struct {
	baseURL   string
	apiKey    string
	userEmail string
	userID    string
	http      *http.Client
}

type Option func(*Client)

func WithUserID(id string) Option { return func(c *Client) { c.userID = id } }

func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }

func New(host, apiKey, userEmail string, opts ...Option) *Client {
	if host == "" {
		host = DefaultHost
	}
	c := &Client{
		baseURL:   host + fmt.Sprintf(basePathFmt, APIVersion),
		apiKey:    apiKey,
		userEmail: userEmail,
		http:      &http.Client{Timeout: 15 * time.Second},
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		buf, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(buf)
	}

	var resp *http.Response
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		if c.userID != "" {
			req.Header.Set(headerUserID, c.userID)
		} else {
			req.Header.Set(headerUserEmail, c.userEmail)
		}
		req.Header.Set("Content-Type", "application/json")

		resp, err = c.http.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusBadGateway {
			break
		}
		resp.Body.Close()
		time.Sleep(time.Duration(attempt+1) * 500 * time.Millisecond)
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 300 {
		var ae apiError
		_ = json.NewDecoder(resp.Body).Decode(&ae)
		switch {
		case resp.StatusCode == http.StatusBadGateway:
			return ErrIdPDown
		case resp.StatusCode == http.StatusServiceUnavailable:
			return ErrAPIDisabled
		case resp.StatusCode == http.StatusNotFound && ae.Message == "user not found":
			return ErrUserNotFound
		case resp.StatusCode == http.StatusNotFound:
			return ErrListNotFound
		}
		return &StatusError{Status: resp.StatusCode, Body: ae}
	}
	if out == nil || resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

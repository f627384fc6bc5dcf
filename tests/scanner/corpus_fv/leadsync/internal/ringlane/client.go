package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Client talks to the Ringlane dialer. One Client per acting user.
type Client struct {
	baseURL  string
	apiKey   string
	actingAs string
	http     *http.Client
}

type Option func(*Client)

func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }

func WithBaseURL(u string) Option {
	return func(c *Client) { c.baseURL = strings.TrimRight(u, "/") }
}

func New(apiKey, actingUserEmail string, opts ...Option) *Client {
	c := &Client{
		baseURL:  DefaultBaseURL,
		apiKey:   apiKey,
		actingAs: actingUserEmail,
		http:     &http.Client{Timeout: defaultTimeout},
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
			return fmt.Errorf("ringlane: encode: %w", err)
		}
		body = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	if strings.Contains(c.actingAs, "@") {
		req.Header.Set(headerUserEmail, c.actingAs)
	} else {
		// service accounts are addressed by their Okta user id
		req.Header.Set(headerUserID, c.actingAs)
	}
	req.Header.Set(headerUserAgent, userAgent)
	if rid, ok := ctx.Value(requestIDKey{}).(string); ok {
		req.Header.Set(headerRequestID, rid)
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}

	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("ringlane: %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 300 {
		var eb apiErrorBody
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		_ = json.Unmarshal(raw, &eb)
		return &APIError{Status: resp.StatusCode, Message: eb.Error, Details: eb.Details}
	}
	if out == nil || resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

type requestIDKey struct{}

func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

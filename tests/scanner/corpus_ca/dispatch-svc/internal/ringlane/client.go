package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/rs/zerolog"
)

// Actor identifies the Ringlane user on whose behalf a call is made.
type Actor struct {
	Email string
	IdpID string
}

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
	log     zerolog.Logger
}

type Option func(*Client)

func WithBaseURL(u string) Option        { return func(c *Client) { c.baseURL = u } }
func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }
func WithLogger(l zerolog.Logger) Option   { return func(c *Client) { c.log = l } }

func New(apiKey string, opts ...Option) *Client {
	c := &Client{
		baseURL: DefaultBaseURL,
		apiKey:  apiKey,
		http:    &http.Client{Timeout: defaultTimeout},
		log:     zerolog.Nop(),
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *Client) do(ctx context.Context, method, path string, actor Actor, body, out any) error {
	var payload []byte
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("ringlane: encode body: %w", err)
		}
		payload = b
	}

	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set("Content-Type", "application/json")
		switch {
		case actor.Email != "":
			req.Header.Set(headerUserEmail, actor.Email)
		case actor.IdpID != "":
			req.Header.Set(headerUserID, actor.IdpID)
		}

		resp, err := c.http.Do(req)
		if err != nil {
			return fmt.Errorf("ringlane: %s %s: %w", method, path, err)
		}
		if retryableStatuses[resp.StatusCode] && attempt < maxRetries {
			resp.Body.Close()
			wait := time.Duration(attempt+1) * 500 * time.Millisecond
			c.log.Warn().Int("status", resp.StatusCode).Dur("wait", wait).Msg("ringlane retry")
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(wait):
			}
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			return decodeError(resp)
		}
		if out == nil || resp.StatusCode == http.StatusNoContent {
			return nil
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
}

var _ io.Reader = (*bytes.Reader)(nil)

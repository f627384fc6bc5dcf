package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"go.uber.org/zap"
)

type Client struct {
	baseURL     string
	apiKey      string
	actingEmail string
	http        *http.Client
	maxRetries  int
	log         *zap.Logger
}

type Option func(*Client)

func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }
func WithLogger(l *zap.Logger) Option      { return func(c *Client) { c.log = l } }
func WithMaxRetries(n int) Option          { return func(c *Client) { c.maxRetries = n } }

func New(baseURL, apiKey, actingEmail string, opts ...Option) *Client {
	c := &Client{
		baseURL:     strings.TrimRight(baseURL, "/"),
		apiKey:      apiKey,
		actingEmail: actingEmail,
		http:        &http.Client{Timeout: 10 * time.Second},
		maxRetries:  3,
		log:         zap.NewNop(),
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return fmt.Errorf("ringlane: encode: %w", err)
		}
	}

	var lastErr error
	for attempt := 0; attempt <= c.maxRetries; attempt++ {
		if attempt > 0 {
			time.Sleep(time.Duration(attempt*attempt) * 200 * time.Millisecond)
		}
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set(headerActingEmail, c.actingEmail)
		req.Header.Set(headerContentType, "application/json")
		req.Header.Set("User-Agent", userAgent)
		if rid, ok := ctx.Value(requestIDKey{}).(string); ok {
			req.Header.Set(headerRequestID, rid)
		}

		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()

		if resp.StatusCode < 300 {
			if out != nil && len(body) > 0 {
				return json.Unmarshal(body, out)
			}
			return nil
		}

		apiErr := decodeError(resp.StatusCode, body)
		if !apiErr.Temporary() {
			return apiErr
		}
		c.log.Warn("ringlane transient error", zap.Int("status", resp.StatusCode), zap.Int("attempt", attempt))
		lastErr = apiErr
	}
	return lastErr
}

type requestIDKey struct{}

func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

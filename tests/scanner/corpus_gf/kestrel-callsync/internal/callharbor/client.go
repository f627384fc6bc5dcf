package callharbor

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"go.uber.org/zap"
)

type Client struct {
	base  string
	key   string
	actor string
	hc    *http.Client
	log   *zap.SugaredLogger
}

type ClientOption func(*Client)

func WithBaseURL(u string) ClientOption        { return func(c *Client) { c.base = u } }
func WithActor(email string) ClientOption      { return func(c *Client) { c.actor = email } }
func WithLogger(l *zap.SugaredLogger) ClientOption { return func(c *Client) { c.log = l } }

func NewClient(key string, opts ...ClientOption) *Client {
	c := &Client{base: DefaultBaseURL, key: key, hc: &http.Client{Timeout: 20 * time.Second}, log: zap.NewNop().Sugar()}
	for _, o := range opts {
		o(c)
	}
	return c
}

type List struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func (c *Client) Lists(ctx context.Context) ([]List, error) {
	var out []List
	err := c.call(ctx, http.MethodGet, listsPath, nil, &out)
	return out, err
}

func (c *Client) UpdateList(ctx context.Context, id int64, name string) error {
	return c.call(ctx, http.MethodPatch, fmt.Sprintf("contact-lists/%d", id), map[string]string{"name": name}, nil)
}

func (c *Client) GetList(ctx context.Context, id int64) (*List, error) {
	var l List
	return &l, c.call(ctx, http.MethodGet, fmt.Sprintf("contact-lists/%d", id), nil, &l)
}

func (c *Client) DeleteList(ctx context.Context, id int64) error {
	return c.call(ctx, http.MethodDelete, fmt.Sprintf("contact-lists/%d", id), nil, nil)
}

func (c *Client) PushPatients(ctx context.Context, listID int64, phones []string) error {
	rows := make([]map[string]string, len(phones))
	for i, p := range phones {
		rows[i] = map[string]string{"phone": p}
	}
	return c.call(ctx, http.MethodPost, fmt.Sprintf(listContactsPath, listID), map[string]any{"contacts": rows}, nil)
}

func (c *Client) RemovePatient(ctx context.Context, listID int64, phone string) error {
	return c.call(ctx, http.MethodDelete, fmt.Sprintf(listContactsPath+"/%s", listID, phone), nil, nil)
}

func (c *Client) call(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	if in != nil {
		body, _ = json.Marshal(in)
	}
	policy := backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 5), ctx)
	return backoff.Retry(func() error {
		req, err := http.NewRequestWithContext(ctx, method, c.base+"/"+path, bytes.NewReader(body))
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set(hdrKey, c.key)
		req.Header.Set(hdrUserEmail, c.actor)
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.hc.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusTooManyRequests {
			c.log.Warnw("callharbor transient", "status", resp.StatusCode, "path", path)
			return fmt.Errorf("callharbor: %d", resp.StatusCode)
		}
		if resp.StatusCode >= 400 {
			return backoff.Permanent(toError(resp.StatusCode, raw))
		}
		if out != nil {
			return backoff.Permanent(json.Unmarshal(raw, out))
		}
		return nil
	}, policy)
}

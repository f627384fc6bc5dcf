// Package ringpilot is a small client for the RingPilot dialer API.
package ringpilot

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/cenkalti/backoff/v4"
	"go.uber.org/zap"
)

type ctxKey struct{}

// ContextWithRequestID propagates our request id to RingPilot for support tickets.
func ContextWithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, ctxKey{}, id)
}

func requestIDFrom(ctx context.Context) (string, bool) {
	id, ok := ctx.Value(ctxKey{}).(string)
	return id, ok && id != ""
}

// Client talks to RingPilot. It is safe for concurrent use.
type Client struct {
	baseURL    string
	apiKey     string
	userEmail  string
	userID     string
	http       *http.Client
	log        *zap.Logger
	timeout    time.Duration
	maxRetries uint64
	newBackoff func() backoff.BackOff
}

// New builds a client. baseURL must include the API prefix.
func New(baseURL, apiKey string, opts ...Option) *Client {
	c := &Client{
		baseURL:    strings.TrimRight(baseURL, "/"),
		apiKey:     apiKey,
		log:        zap.NewNop(),
		timeout:    10 * time.Second,
		maxRetries: 3,
		newBackoff: func() backoff.BackOff { return backoff.NewExponentialBackOff() },
	}
	for _, o := range opts {
		o(c)
	}
	if c.http == nil {
		c.http = &http.Client{Timeout: c.timeout}
	}
	c.http.Transport = &authTransport{
		base:      c.http.Transport,
		apiKey:    c.apiKey,
		userEmail: c.userEmail,
		userID:    c.userID,
	}
	return c
}

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	CreatedAt time.Time `json:"created_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
	Company   string `json:"company,omitempty"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, nil, &out)
	return out.Data, err
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	if err := c.do(ctx, http.MethodGet, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, pathContactLists, map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) RenameContactList(ctx context.Context, id, name string) error {
	return c.do(ctx, http.MethodPatch, fmt.Sprintf(pathContactList, url.PathEscape(id)), map[string]string{"name": name}, nil)
}

// AppendContacts adds contacts (matched by phone) to a list.
func (c *Client) AppendContacts(ctx context.Context, listID string, contacts []Contact) error {
	body := map[string]any{"contacts": contacts}
	return c.do(ctx, http.MethodPost, fmt.Sprintf(pathListContacts, url.PathEscape(listID)), body, nil)
}

// RemoveContact drops a phone number from a list.
func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf(pathListContact, url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, nil)
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return fmt.Errorf("ringpilot: encode %s %s: %w", method, path, err)
		}
	}

	op := func() error {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(payload))
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set("Accept", "application/json")
		if in != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := c.http.Do(req)
		if err != nil {
			return err // network errors are retried
		}
		defer resp.Body.Close()

		if resp.StatusCode >= 300 {
			apiErr := decodeError(resp)
			if isRetryable(resp.StatusCode) {
				return apiErr
			}
			return backoff.Permanent(apiErr)
		}
		if out == nil {
			return nil
		}
		return backoff.Permanent(json.NewDecoder(resp.Body).Decode(out))
	}

	b := backoff.WithContext(backoff.WithMaxRetries(c.newBackoff(), c.maxRetries), ctx)
	return backoff.RetryNotify(op, b, func(err error, wait time.Duration) {
		c.log.Warn("retrying ringpilot request",
			zap.String("method", method),
			zap.String("path", path),
			zap.Duration("wait", wait),
			zap.Error(err))
	})
}

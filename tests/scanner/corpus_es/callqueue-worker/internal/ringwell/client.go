// Package ringwell is a thin client for the Ringwell public calling API.
package ringwell

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
)

const (
	headerAPIKey = "x-api-key"
	headerUserID = "x-user-id"
)

type Client struct {
	baseURL string
	apiKey  string
	userID  string
	http    *http.Client
	retry   RetryPolicy
}

type Option func(*Client)

func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }
func WithRetry(p RetryPolicy) Option      { return func(c *Client) { c.retry = p } }

func New(baseURL, apiKey, userID string, opts ...Option) *Client {
	c := &Client{
		baseURL: strings.TrimRight(baseURL, "/"),
		apiKey:  apiKey,
		userID:  userID,
		http:    &http.Client{Timeout: 10 * time.Second},
		retry:   DefaultRetry,
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contact_count"`
}

type Contact struct {
	Phone       string `json:"phone"`
	FirstName   string `json:"first_name,omitempty"`
	ExternalRef string `json:"external_ref,omitempty"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out []ContactList
	err := c.do(ctx, http.MethodGet, pathContactLists, nil, &out)
	return out, err
}

func (c *Client) AppendContacts(ctx context.Context, listID string, contacts []Contact) error {
	body := map[string]any{"contacts": contacts}
	return c.do(ctx, http.MethodPost, contactListContactsPath(listID), body, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, contactListContactPath(listID, phone), nil, nil)
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return fmt.Errorf("ringwell: encode: %w", err)
		}
	}

	return c.retry.Do(ctx, func() (int, error) {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(payload))
		if err != nil {
			return 0, err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set(headerUserID, c.userID)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("User-Agent", "tidemark-callqueue-worker/1.8")

		resp, err := c.http.Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()

		if resp.StatusCode >= 300 {
			return resp.StatusCode, decodeError(resp)
		}
		if out != nil {
			return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
		}
		return resp.StatusCode, nil
	})
}

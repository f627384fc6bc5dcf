package cadenza

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

type Client struct {
	baseURL string
	apiKey  string
	hc      *http.Client
}

func New(baseURL, apiKey string, hc *http.Client) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, hc: hc}
}

type ContactList struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Size      int    `json:"size"`
	CreatedAt string `json:"created_at"`
}

func (c *Client) do(ctx context.Context, method, path, actingEmail string, in, out any) error {
	var body io.Reader
	if in != nil {
		buf, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerActingUser, actingEmail)
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("Content-Type", "application/json")
	if rid, ok := ctx.Value(requestIDKey{}).(string); ok {
		req.Header.Set(headerRequestID, rid)
	}

	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("cadenza %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

type requestIDKey struct{}

func (c *Client) ListContactLists(ctx context.Context, actingEmail string) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, actingEmail, nil, &out)
	return out.Data, err
}

func (c *Client) AppendContacts(ctx context.Context, actingEmail, listID string, phones []string) error {
	payload := map[string]any{"contacts": toContacts(phones)}
	return c.do(ctx, http.MethodPost, fmt.Sprintf(pathListContacts, url.PathEscape(listID)), actingEmail, payload, nil)
}

func (c *Client) RemoveContact(ctx context.Context, actingEmail, listID, phone string) error {
	p := fmt.Sprintf(pathListContactByPhone, url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, actingEmail, nil, nil)
}

func (c *Client) DeleteList(ctx context.Context, actingEmail, listID string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathContactList, url.PathEscape(listID)), actingEmail, nil, nil)
}

func toContacts(phones []string) []map[string]string {
	out := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		out = append(out, map[string]string{"phone": p})
	}
	return out
}

package dialhub

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/northwind/dhctl/internal/config"
)

type Client struct {
	cfg  config.Config
	http *http.Client
}

type ContactList struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

func New(cfg config.Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: 20 * time.Second}}
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.cfg.Host+basePath+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.cfg.APIKey)
	req.Header.Set(headerActingAs, c.cfg.ActingAs)
	req.Header.Set(headerUserAgent, "dhctl/0.9")
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var e apiError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return classify(resp.StatusCode, e)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (c *Client) ContactLists(ctx context.Context) ([]ContactList, error) {
	var page struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists+"?per_page=200", nil, &page)
	return page.Data, err
}

func (c *Client) AddContacts(ctx context.Context, listID string, phones []string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, p, map[string]any{"phones": phones}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}

package ringcast

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const (
	hdrLegacyKey  = "X-API-KEY"
	hdrActingUser = "X-USER-EMAIL"
)

// LegacyClient talks to the v1 API. Only contact lists remain here.
type LegacyClient struct {
	cfg  Config
	http *http.Client
}

func NewLegacyClient(cfg Config) *LegacyClient {
	return &LegacyClient{cfg: cfg, http: &http.Client{Timeout: 20 * time.Second}}
}

func (c *LegacyClient) do(ctx context.Context, method, path string, in, out any) error {
	var body bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&body).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.cfg.legacyBase()+path, &body)
	if err != nil {
		return err
	}
	req.Header.Set(hdrLegacyKey, c.cfg.LegacyKey)
	req.Header.Set(hdrActingUser, c.cfg.ActingEmail)
	req.Header.Set("Content-Type", "application/json")

	return withRetry(ctx, func() (*http.Response, error) { return c.http.Do(req) }, func(resp *http.Response) error {
		defer resp.Body.Close()
		if resp.StatusCode >= 300 {
			return decodeLegacyError(resp)
		}
		if out == nil {
			return nil
		}
		return json.NewDecoder(resp.Body).Decode(out)
	})
}

type ContactList struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

func (c *LegacyClient) CreateList(ctx context.Context, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, "/contact-lists", map[string]string{"name": name}, &out)
	return &out, err
}

func (c *LegacyClient) AddPhones(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"contacts": contacts}, nil)
}

func (c *LegacyClient) RemovePhone(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone)), nil, nil)
}

package dialer

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

const (
	hdrKey   = "x-api-key"
	hdrAgent = "x-user-email"
)

type List struct {
	ID            int    `json:"id"`
	Name          string `json:"name"`
	GroupName     string `json:"groupName"`
	ContactsCount int    `json:"contactsCount"`
}

type Client struct {
	base, key, agent string
	http             *http.Client
}

func New(base, key, agent string) *Client {
	return &Client{base: base, key: key, agent: agent, http: &http.Client{Timeout: 15 * time.Second}}
}

func (c *Client) do(ctx context.Context, method, path string, body any, out any) error {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set(hdrKey, c.key)
	req.Header.Set(hdrAgent, c.agent)
	req.Header.Set("Content-Type", "application/json")
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		return decodeError(res)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(res.Body).Decode(out)
}

func (c *Client) Lists(ctx context.Context) ([]List, error) {
	var out []List
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &out)
	return out, err
}

func (c *Client) Rename(ctx context.Context, id, name string) error {
	return c.do(ctx, http.MethodPatch, fmt.Sprintf("/contact-lists/%s", id), map[string]string{"name": name}, nil)
}

// LegacyHandler verifies the signature of old-style outbound webhooks.
func LegacyHandler(secret []byte, next func([]byte)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		sig := r.Header.Get("X-Ringlane-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(want), []byte(sig)) {
			http.Error(w, `{"error":"bad signature"}`, http.StatusUnauthorized)
			return
		}
		next(body)
		w.WriteHeader(http.StatusNoContent)
	}
}

// Package ringlane is a minimal client for the Ringlane public API v2.
// Migrated from v1 in CRM-977: per-user keys, structured errors, Service-Signature webhooks.
package ringlane

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

const defaultBaseURL = "https://api.ringlane.com/api/public/v2"

type Client struct {
	baseURL string
	apiKey  string // e.g. rlk_live_3f2c9a8e-1b4d-4c6e-9f0a-7d5b2e8c1a34.s3cr3t
	http    *http.Client
}

type APIError struct {
	Status int
	Error  struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func New() *Client {
	base := os.Getenv("RINGLANE_V2_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{baseURL: base, apiKey: os.Getenv("RINGLANE_V2_KEY"), http: &http.Client{Timeout: 15 * time.Second}}
}

// Calls returns completed calls since t.
func (c *Client) Calls(ctx context.Context, since time.Time) ([]Call, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/calls?since="+since.Format(time.RFC3339), nil)
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var apiErr APIError
		_ = json.NewDecoder(resp.Body).Decode(&apiErr)
		apiErr.Status = resp.StatusCode
		if apiErr.Error.Code == "rate_limited" || resp.StatusCode == http.StatusServiceUnavailable {
			return nil, fmt.Errorf("ringlane: retryable: %s", apiErr.Error.Message)
		}
		return nil, fmt.Errorf("ringlane: %d %s: %s", resp.StatusCode, apiErr.Error.Code, apiErr.Error.Message)
	}
	var out struct {
		Data []Call `json:"data"`
	}
	return out.Data, json.NewDecoder(resp.Body).Decode(&out)
}

// VerifyWebhook checks a `Service-Signature: t=<ms>,v1=<hex>` header.
func VerifyWebhook(secret string, header string, body []byte) bool {
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		kv := strings.SplitN(part, "=", 2)
		if len(kv) != 2 {
			continue
		}
		switch kv[0] {
		case "t":
			ts = kv[1]
		case "v1":
			sig = kv[1]
		}
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + string(body)))
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig))
}

type Call struct {
	ID         string    `json:"id"`
	Phone      string    `json:"phone"`
	AgentEmail string    `json:"agentEmail"`
	Duration   int       `json:"durationSeconds"`
	Outcome    string    `json:"outcome"`
	EndedAt    time.Time `json:"endedAt"`
}

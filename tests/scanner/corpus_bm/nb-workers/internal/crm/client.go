package crm

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

// Client talks to our internal CRM service (nb-platform's sibling, behind API Gateway).
type Client struct {
	base string
	key  string
	http *http.Client
}

func NewFromEnv() *Client {
	return &Client{
		base: os.Getenv("CRM_API_URL"), // e.g. https://crm.internal.northbeamsolar.com/v1
		key:  os.Getenv("CRM_API_KEY"),
		http: &http.Client{Timeout: 10 * time.Second},
	}
}

type Rep struct {
	ID             string `json:"id"`
	Email          string `json:"email"`
	DialwaveListID string `json:"dialwave_list_id"`
}

type Lead struct {
	ID    string `json:"id"`
	Phone string `json:"phone"`
}

type DNCHit struct {
	OwnerEmail string `json:"owner_email"`
	ListID     string `json:"list_id"`
	Phone      string `json:"phone"`
}

type crmError struct {
	Error string `json:"error"`
}

func (c *Client) get(ctx context.Context, path string, out any) error {
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
		req.Header.Set("X-Api-Key", c.key)
		req.Header.Set("X-User-Id", "svc-nb-workers")
		resp, err := c.http.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable {
			time.Sleep(time.Second)
			continue
		}
		if resp.StatusCode >= 400 {
			var e crmError
			_ = json.NewDecoder(resp.Body).Decode(&e)
			return fmt.Errorf("crm %s: %d %s", path, resp.StatusCode, e.Error)
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return fmt.Errorf("crm %s: upstream unavailable", path)
}

func (c *Client) ActiveReps(ctx context.Context) ([]Rep, error) {
	var out []Rep
	return out, c.get(ctx, "/reps?active=true", &out)
}

func (c *Client) NewQualifiedLeads(ctx context.Context, repID string) ([]Lead, error) {
	var out []Lead
	return out, c.get(ctx, "/reps/"+repID+"/leads?status=qualified&since=1d", &out)
}

func (c *Client) DNCHitsSince(ctx context.Context, hours int) ([]DNCHit, error) {
	var out []DNCHit
	return out, c.get(ctx, fmt.Sprintf("/dnc/hits?hours=%d", hours), &out)
}

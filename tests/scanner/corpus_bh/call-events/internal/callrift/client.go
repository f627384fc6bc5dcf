package callrift

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

var (
	ErrUserNotFound   = errors.New("callrift: user not found")
	ErrAPIDisabled    = errors.New("callrift: public API disabled")
	ErrIdPUnavailable = errors.New("callrift: identity provider unreachable")
)

// apiError is the body Callrift returns on failures.
type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func New(baseURL, apiKey string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, http: &http.Client{Timeout: 8 * time.Second}}
}

// Call fetches call metadata for an event, acting as the rep who placed it.
func (c *Client) Call(ctx context.Context, callID, repOktaID string) (*Call, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/calls/"+callID, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Api-Key", c.apiKey)
	req.Header.Set("X-User-Id", repOktaID)

	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()

	switch resp.StatusCode {
	case http.StatusOK:
		var call Call
		return &call, json.NewDecoder(resp.Body).Decode(&call)
	case http.StatusBadGateway:
		return nil, ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return nil, ErrAPIDisabled
	}

	var ae apiError
	_ = json.NewDecoder(resp.Body).Decode(&ae)
	if resp.StatusCode == http.StatusNotFound && ae.Error == "user not found" {
		return nil, ErrUserNotFound
	}
	return nil, fmt.Errorf("callrift: %d %s", resp.StatusCode, ae.Error)
}

// AppendContacts adds phone numbers to one of the rep's dialer lists.
func (c *Client) AppendContacts(ctx context.Context, listID, repOktaID string, phones []string) error {
	payload := map[string]any{"contacts": toContacts(phones)}
	buf, _ := json.Marshal(payload)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/contact-lists/"+listID+"/contacts", bytes.NewReader(buf))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", c.apiKey)
	req.Header.Set("X-User-Id", repOktaID)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("callrift: append contacts: %d", resp.StatusCode)
	}
	return nil
}

func toContacts(phones []string) []map[string]string {
	out := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		out = append(out, map[string]string{"phone": p})
	}
	return out
}

type Call struct {
	ID          string    `json:"id"`
	Direction   string    `json:"direction"`
	DurationSec int       `json:"duration_seconds"`
	Disposition string    `json:"disposition"`
	StartedAt   time.Time `json:"started_at"`
	RecordingURL string   `json:"recording_url"`
}

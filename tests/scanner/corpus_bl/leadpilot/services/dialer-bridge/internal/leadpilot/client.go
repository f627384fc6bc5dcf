package leadpilot

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Client calls the Leadpilot API's internal endpoints on behalf of a user.
type Client struct {
	BaseURL       string
	InternalToken string
	HTTP          *http.Client
}

type CallOutcome struct {
	LeadID  string    `json:"leadId"`
	Outcome string    `json:"outcome"`
	At      time.Time `json:"at"`
}

func (c *Client) RecordOutcomes(ctx context.Context, userID string, outcomes []CallOutcome) error {
	body, _ := json.Marshal(map[string]any{"outcomes": outcomes})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/internal/call-outcomes", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Internal-Token", c.InternalToken)
	req.Header.Set("X-User-Id", userID)

	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusBadGateway {
		return fmt.Errorf("leadpilot api unavailable (%d)", resp.StatusCode)
	}
	if resp.StatusCode >= 300 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("leadpilot api: %d %s", resp.StatusCode, e.Error)
	}
	return nil
}

package scheduling

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// Client for the internal appointment-scheduling API (kestrel platform).
type Client struct {
	Base   string // e.g. https://scheduling.kestrel.internal/api/public/v1
	APIKey string
	HTTP   *http.Client
}

var retryable = map[int]bool{502: true, 503: true, 504: true}

func (c *Client) Slots(clinicID, userID string) ([]time.Time, error) {
	var out struct {
		Slots []time.Time `json:"slots"`
		Error string      `json:"error"`
	}
	op := func() error {
		req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/clinics/%s/slots", c.Base, clinicID), nil)
		req.Header.Set("x-api-key", c.APIKey)
		req.Header.Set("X-User-Id", userID)
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if retryable[resp.StatusCode] {
			return fmt.Errorf("scheduling %d", resp.StatusCode)
		}
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
			return backoff.Permanent(err)
		}
		if resp.StatusCode == http.StatusNotFound {
			return backoff.Permanent(fmt.Errorf("clinic not found: %s", out.Error))
		}
		return nil
	}
	err := backoff.Retry(op, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
	return out.Slots, err
}

package dialstream

// V2Client is the migrated client (PLAT-1182). It replaces Client once the
// reporting sync is switched over; v1 habits (x-api-key, acting user headers)
// are intentionally gone here.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/google/uuid"
)

type V2Client struct {
	BaseURL string // e.g. https://api.dialstream.io/api/public/v2
	Token   string
	HTTP    *http.Client
}

type V2Error struct {
	Err struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		RequestID string `json:"requestId"`
		Details   []struct {
			Path    string `json:"path"`
			Message string `json:"message"`
		} `json:"details,omitempty"`
	} `json:"error"`
	Status     int
	RetryAfter time.Duration
}

func (e *V2Error) Error() string {
	return fmt.Sprintf("dialstream v2 %d %s: %s (request %s)", e.Status, e.Err.Code, e.Err.Message, e.Err.RequestID)
}

// Temporary reports whether a retry makes sense (429 or 503 temporary failure).
func (e *V2Error) Temporary() bool {
	return e.Status == http.StatusTooManyRequests || e.Status == http.StatusServiceUnavailable
}

func (c *V2Client) CreateList(ctx context.Context, name, ownerID string) (int, error) {
	body, _ := json.Marshal(map[string]any{"name": name, "ownerId": ownerID})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/lists", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+c.Token)
	req.Header.Set("Idempotency-Key", "list-"+uuid.NewString())
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		ve := &V2Error{Status: resp.StatusCode}
		_ = json.NewDecoder(resp.Body).Decode(ve)
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil {
			ve.RetryAfter = time.Duration(s) * time.Second
		}
		if ve.Err.Code == "not_found" || resp.StatusCode == http.StatusNotFound {
			return 0, fmt.Errorf("owner or list not visible: %w", ve)
		}
		return 0, ve
	}
	var out struct {
		ID int `json:"id"`
	}
	return out.ID, json.NewDecoder(resp.Body).Decode(&out)
}

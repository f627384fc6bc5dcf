package callingv2

import (
	"fmt"
	"os"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/google/uuid"
)

// APIError mirrors the v2 error body: {"error": {"code", "message", "requestId", "details"}}.
type APIError struct {
	Error struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		RequestID string `json:"requestId"`
		Details   []struct {
			Path    string `json:"path"`
			Message string `json:"message"`
		} `json:"details"`
	} `json:"error"`
}

type List struct {
	ID            int     `json:"id"`
	Name          string  `json:"name"`
	OwnerID       string  `json:"ownerId"`
	GroupName     *string `json:"groupName"`
	ContactsCount int     `json:"contactsCount"`
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// New builds a client for the Calling Service. CALLING_API_VERSION exists so
// staging can be pointed at a different API version without a rebuild.
func New(host, apiKey string) *resty.Client {
	version := envOr("CALLING_API_VERSION", "v1")
	return resty.New().
		SetBaseURL(fmt.Sprintf("%s/api/public/%s", host, version)).
		SetAuthToken(apiKey).
		SetHeader("Accept", "application/json").
		SetTimeout(15 * time.Second).
		SetRetryCount(3).
		AddRetryCondition(func(r *resty.Response, err error) bool {
			return err != nil || r.StatusCode() == 429 || r.StatusCode() == 503
		}).
		SetError(&APIError{})
}

func ReplaceList(c *resty.Client, id int, name, ownerID string) (*List, error) {
	var out List
	resp, err := c.R().
		SetHeader("Idempotency-Key", "list-"+uuid.NewString()).
		SetBody(map[string]any{"name": name, "ownerId": ownerID}).
		SetResult(&out).
		Put(fmt.Sprintf("/lists/%d", id))
	if err != nil {
		return nil, err
	}
	if resp.IsError() {
		apiErr := resp.Error().(*APIError)
		return nil, fmt.Errorf("calling %d %s: %s (request %s)", resp.StatusCode(),
			apiErr.Error.Code, apiErr.Error.Message, apiErr.Error.RequestID)
	}
	return &out, nil
}

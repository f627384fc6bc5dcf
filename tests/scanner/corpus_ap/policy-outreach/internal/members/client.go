package members

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// Client talks to Brightline's own members service (policyholder master data).
type Client struct {
	baseURL string
	key     string
	http    *http.Client
}

var ErrMemberNotFound = errors.New("member not found")

func New(baseURL, key string) *Client {
	return &Client{baseURL: baseURL, key: key, http: http.DefaultClient}
}

type Member struct {
	ID    string `json:"id"`
	Phone string `json:"phone"`
	OptIn bool   `json:"call_opt_in"`
}

type errorBody struct {
	Error string `json:"error"`
}

func (c *Client) Get(ctx context.Context, id, actingUserID string) (*Member, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/members/%s", c.baseURL, id), nil)
	req.Header.Set("x-api-key", c.key)
	req.Header.Set("X-User-Id", actingUserID)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		var m Member
		return &m, json.NewDecoder(resp.Body).Decode(&m)
	case http.StatusNotFound:
		return nil, ErrMemberNotFound
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("members service unavailable (%d)", resp.StatusCode)
	default:
		var e errorBody
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("members: %s", e.Error)
	}
}

package callbrook

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// legacyRetryable lists statuses we retry against the v1 API.
var legacyRetryable = map[int]bool{429: true, 502: true}

type LegacyClient struct {
	BaseURL     string
	SharedKey   string
	ActingUser  string // Okta user id of the router service account
	HTTP        *http.Client
}

func (c *LegacyClient) do(ctx context.Context, method, path string, body any) (*http.Response, error) {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return nil, err
		}
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, bytes.NewReader(buf.Bytes()))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Api-Key", c.SharedKey)
		req.Header.Set("X-User-Id", c.ActingUser)
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return nil, err
		}
		if legacyRetryable[resp.StatusCode] && attempt < 3 {
			resp.Body.Close()
			time.Sleep(time.Duration(attempt+1) * 400 * time.Millisecond)
			continue
		}
		return resp, checkLegacy(resp)
	}
}

func checkLegacy(resp *http.Response) error {
	if resp.StatusCode < 400 {
		return nil
	}
	defer resp.Body.Close()
	var eb legacyErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&eb)
	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdPDown
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusNotFound:
		if eb.Error == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	}
	return &APIError{Status: resp.StatusCode, Msg: eb.Error}
}

func (c *LegacyClient) AppendContacts(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	resp, err := c.do(ctx, http.MethodPost, fmt.Sprintf(pathAppendContacts, listID), map[string]any{"contacts": contacts})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *LegacyClient) RemoveContact(ctx context.Context, listID, phone string) error {
	resp, err := c.do(ctx, http.MethodDelete, "/contact-lists/"+listID+"/contacts/"+phone, nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

package talkpath

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

const basePath = "/api/public/v1"

// ErrDisabled is returned when Talkpath has switched the public API off.
var ErrDisabled = errors.New("talkpath: public API disabled")

type Client struct {
	Host      string
	APIKey    string
	ActingUID string
	HTTP      *http.Client
}

func NewFromEnv() *Client {
	return &Client{
		Host:      getenv("TALKPATH_HOST", "https://api.talkpath.io"),
		APIKey:    os.Getenv("TALKPATH_API_KEY"),
		ActingUID: os.Getenv("TALKPATH_ACTING_USER_ID"),
		HTTP:      &http.Client{Timeout: 10 * time.Second},
	}
}

type apiError struct {
	Status  int
	Message string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (e *apiError) Error() string { return fmt.Sprintf("talkpath %d: %s", e.Status, e.Message) }

func (c *Client) do(method, path string, body any) (*http.Response, error) {
	var buf []byte
	if body != nil {
		buf, _ = json.Marshal(body)
	}
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		req, err := http.NewRequest(method, c.Host+basePath+path, bytes.NewReader(buf))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Api-Key", c.APIKey)
		req.Header.Set("X-User-Id", c.ActingUID)

		resp, err := c.HTTP.Do(req)
		if err != nil {
			lastErr = err
		} else if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusTooManyRequests {
			resp.Body.Close()
			lastErr = fmt.Errorf("talkpath transient %d", resp.StatusCode)
		} else if resp.StatusCode == http.StatusServiceUnavailable {
			resp.Body.Close()
			return nil, ErrDisabled
		} else if resp.StatusCode >= 400 {
			defer resp.Body.Close()
			raw, _ := io.ReadAll(resp.Body)
			ae := &apiError{Status: resp.StatusCode}
			_ = json.Unmarshal(raw, ae)
			return nil, ae
		} else {
			return resp, nil
		}
		time.Sleep(time.Duration(1<<attempt) * 200 * time.Millisecond)
	}
	return nil, lastErr
}

// AddContacts appends phone numbers to an existing contact list.
func (c *Client) AddContacts(listID int64, phones []string) error {
	resp, err := c.do(http.MethodPost, fmt.Sprintf("/contact-lists/%d/contacts", listID), map[string]any{"phones": phones})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RemoveContact deletes a single phone from a list.
func (c *Client) RemoveContact(listID int64, phone string) error {
	resp, err := c.do(http.MethodDelete, fmt.Sprintf("/contact-lists/%d/contacts/%s", listID, phone), nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

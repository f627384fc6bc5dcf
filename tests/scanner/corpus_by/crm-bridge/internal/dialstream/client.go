package dialstream

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

const defaultAPIVersion = "v1"

var (
	ErrIdPUnavailable = errors.New("dialstream: identity provider unavailable")
	ErrAPIDisabled    = errors.New("dialstream: public API disabled")
	ErrUserNotFound   = errors.New("dialstream: acting user not found")
)

// Retryable reports statuses worth another attempt (502: IdP hiccup on their side).
var Retryable = map[int]bool{429: true, 502: true}

type Client struct {
	baseURL    string
	apiKey     string
	actingUser string
	http       *http.Client
}

func New(host, version, apiKey, actingUser string) *Client {
	if version == "" {
		version = defaultAPIVersion
	}
	return &Client{
		baseURL:    fmt.Sprintf("%s/api/public/%s", host, version),
		apiKey:     apiKey,
		actingUser: actingUser,
		http:       &http.Client{Timeout: 20 * time.Second},
	}
}

// apiError is the body Dialstream sends on failure.
type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (c *Client) do(method, path string, in, out any) error {
	var buf bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&buf).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequest(method, c.baseURL+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-API-Key", c.apiKey)
	req.Header.Set("X-User-Email", c.actingUser)

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	switch resp.StatusCode {
	case http.StatusOK, http.StatusCreated:
		if out != nil {
			return json.NewDecoder(resp.Body).Decode(out)
		}
		return nil
	case http.StatusNoContent:
		return nil
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}

	var ae apiError
	_ = json.NewDecoder(resp.Body).Decode(&ae)
	if resp.StatusCode == http.StatusNotFound && ae.Error == "user not found" {
		return ErrUserNotFound
	}
	return fmt.Errorf("dialstream %d: %s", resp.StatusCode, ae.Error)
}

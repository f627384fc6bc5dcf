package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"
)

// Ringlane public API, v1. Overridable for the sandbox.
var baseURL = envOr("RL_BASE_URL", "https://api.ringlane.io/api/public/v1")

var (
	errUserNotFound = errors.New("acting user does not exist in Ringlane")
	errAPIOff       = errors.New("Ringlane public API is disabled for the tenant")
	errIdPDown      = errors.New("Ringlane could not reach Okta, retry in a minute")
)

type apiClient struct {
	key, actingEmail string
	hc               *http.Client
}

func newAPIClient(key, actingEmail string) *apiClient {
	return &apiClient{key: key, actingEmail: actingEmail, hc: &http.Client{Timeout: 20 * time.Second}}
}

type rlError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (c *apiClient) get(path string, out any) error {
	req, err := http.NewRequest(http.MethodGet, baseURL+path, nil)
	if err != nil {
		return err
	}
	req.Header.Add("x-api-key", c.key)
	req.Header.Add("X-User-Email", c.actingEmail)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return json.NewDecoder(resp.Body).Decode(out)
	}

	raw, _ := io.ReadAll(resp.Body)
	var e rlError
	_ = json.Unmarshal(raw, &e)
	switch {
	case resp.StatusCode == http.StatusNotFound && e.Error == "user not found":
		return errUserNotFound
	case resp.StatusCode == http.StatusBadGateway:
		return errIdPDown
	case resp.StatusCode == http.StatusServiceUnavailable:
		return errAPIOff
	}
	msg := e.Error
	if len(e.Details) > 0 {
		parts := make([]string, 0, len(e.Details))
		for _, d := range e.Details {
			parts = append(parts, fmt.Sprintf("%s %s", d.Path, d.Message))
		}
		msg += " (" + strings.Join(parts, ", ") + ")"
	}
	return fmt.Errorf("GET %s: %d %s", path, resp.StatusCode, msg)
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// Package oauth fetches client-credentials tokens from Okta for service-to-service calls.
package oauth

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

type Source struct {
	TokenURL, ClientID, ClientSecret, Scope string

	mu     sync.Mutex
	token  string
	expiry time.Time
}

type tokenErr struct {
	Error       string `json:"error"`
	Description string `json:"error_description"`
}

func (s *Source) Token(ctx context.Context) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token != "" && time.Until(s.expiry) > time.Minute {
		return s.token, nil
	}
	form := url.Values{"grant_type": {"client_credentials"}, "scope": {s.Scope}}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, s.TokenURL, strings.NewReader(form.Encode()))
	req.SetBasicAuth(s.ClientID, s.ClientSecret)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return "", fmt.Errorf("okta unavailable: %d", resp.StatusCode)
	default:
		var e tokenErr
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if e.Error == "invalid_client" {
			return "", fmt.Errorf("okta rejected client %s: %s", s.ClientID, e.Description)
		}
		return "", fmt.Errorf("okta token: %s: %s", e.Error, e.Description)
	}
	var t struct {
		AccessToken string `json:"access_token"`
		ExpiresIn   int    `json:"expires_in"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&t); err != nil {
		return "", err
	}
	s.token, s.expiry = t.AccessToken, time.Now().Add(time.Duration(t.ExpiresIn)*time.Second)
	return s.token, nil
}

package crm

// Client for Acme's own CRM backend (solar-crm). Auth: OAuth client credentials from
// the company SSO, plus X-User-Id so the CRM audit log shows who ran callctl.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const baseURL = "https://crm.acme-solar.internal/api/v1"

type tokenError struct {
	Error            string `json:"error"`
	ErrorDescription string `json:"error_description"`
}

type Client struct {
	token  string
	userID string
}

func Login(ctx context.Context, clientID, secret, userID string) (*Client, error) {
	form := url.Values{"grant_type": {"client_credentials"}, "client_id": {clientID}, "client_secret": {secret}}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://sso.acme-solar.com/oauth2/token", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var te tokenError
		_ = json.NewDecoder(resp.Body).Decode(&te)
		if te.Error == "invalid_client" {
			return nil, fmt.Errorf("sso: client credentials rejected")
		}
		return nil, fmt.Errorf("sso: %s: %s", te.Error, te.ErrorDescription)
	}
	var tok struct {
		AccessToken string `json:"access_token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&tok); err != nil {
		return nil, err
	}
	return &Client{token: tok.AccessToken, userID: userID}, nil
}

func (c *Client) LeadPhones(ctx context.Context, segment string) ([]string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/leads?segment="+url.QueryEscape(segment), nil)
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("X-User-Id", c.userID)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, fmt.Errorf("crm: segment %q not found", segment)
	}
	var out struct {
		Leads []struct {
			Phone string `json:"phone"`
		} `json:"leads"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	phones := make([]string, 0, len(out.Leads))
	for _, l := range out.Leads {
		phones = append(phones, l.Phone)
	}
	return phones, nil
}

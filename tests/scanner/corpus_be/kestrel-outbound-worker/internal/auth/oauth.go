package auth

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type tokenError struct {
	Error            string `json:"error"`
	ErrorDescription string `json:"error_description"`
}

// ClientCredentials fetches an Okta token for calling internal services.
func ClientCredentials(issuer, clientID, secret string) (string, error) {
	form := url.Values{"grant_type": {"client_credentials"}, "scope": {"internal.read"}}
	req, _ := http.NewRequest(http.MethodPost, issuer+"/v1/token", strings.NewReader(form.Encode()))
	req.SetBasicAuth(clientID, secret)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var te tokenError
		_ = json.NewDecoder(resp.Body).Decode(&te)
		if te.Error == "invalid_client" {
			return "", fmt.Errorf("okta rejected client %s", clientID)
		}
		return "", fmt.Errorf("okta token: %s (%s)", te.Error, te.ErrorDescription)
	}
	var tok struct {
		AccessToken string `json:"access_token"`
	}
	return tok.AccessToken, json.NewDecoder(resp.Body).Decode(&tok)
}

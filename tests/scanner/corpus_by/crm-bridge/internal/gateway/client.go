// Package gateway calls Harborview services through the internal API gateway.
package gateway

import (
	"encoding/json"
	"fmt"
	"net/http"
)

const (
	HeaderAPIKey = "x-api-key"
	HeaderUserID = "X-User-Id"
)

type Client struct {
	Base   string // e.g. https://gw.internal.harborviewcx.net/v1
	APIKey string
	HTTP   *http.Client
}

type gwError struct {
	Error string `json:"error"`
}

func (c *Client) Get(path, userID string, out any) error {
	req, _ := http.NewRequest(http.MethodGet, c.Base+path, nil)
	req.Header.Set(HeaderAPIKey, c.APIKey)
	req.Header.Set(HeaderUserID, userID)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusBadGateway, resp.StatusCode == http.StatusServiceUnavailable:
		return fmt.Errorf("gateway: upstream %s down", path)
	case resp.StatusCode >= 400:
		var e gwError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("gateway %d: %s", resp.StatusCode, e.Error)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// ContactLists fetches the audience service's own contact lists for an account.
func (c *Client) ContactLists(account, userID string) ([]map[string]any, error) {
	var out []map[string]any
	err := c.Get("/audiences/"+account+"/contact-lists", userID, &out)
	return out, err
}

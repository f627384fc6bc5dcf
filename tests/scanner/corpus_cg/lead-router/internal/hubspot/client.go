package hubspot

import (
	"encoding/json"
	"fmt"
	"net/http"
)

type Client struct {
	BaseURL string
	Token   string
	HTTP    *http.Client
}

// ListMembers returns record ids in a HubSpot list (their "contact lists").
func (c *Client) ListMembers(listID string) ([]string, error) {
	req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/lists/%s/memberships", c.BaseURL, listID), nil)
	req.Header.Set("Authorization", "Bearer "+c.Token)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("hubspot unavailable (%d)", resp.StatusCode)
	case http.StatusNotFound:
		return nil, fmt.Errorf("hubspot list %s not found", listID)
	}
	var out struct {
		Results []struct {
			RecordID string `json:"recordId"`
		} `json:"results"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(out.Results))
	for _, r := range out.Results {
		ids = append(ids, r.RecordID)
	}
	return ids, nil
}

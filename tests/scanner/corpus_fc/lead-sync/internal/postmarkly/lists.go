package postmarkly

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Postmarkly is our transactional/marketing email vendor. Its contact lists are
// the source of "requested a callback" leads.
type Client struct {
	Base string
	Key  string
	HC   *http.Client
}

type Contact struct {
	Email string `json:"email"`
	Phone string `json:"phone"`
}

func (c *Client) ListMembers(ctx context.Context, listID string) ([]Contact, error) {
	url := fmt.Sprintf("%s/contact-lists/%s/members?limit=500", c.Base, listID)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	req.Header.Set("x-api-key", c.Key)
	resp, err := c.HC.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, fmt.Errorf("postmarkly: list %s not found", listID)
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("postmarkly: %d %s", resp.StatusCode, e.Error)
	}
	var out struct {
		Members []Contact `json:"members"`
	}
	return out.Members, json.NewDecoder(resp.Body).Decode(&out)
}

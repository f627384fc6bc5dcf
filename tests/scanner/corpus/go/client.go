package calling

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Client talks to the calling platform.
// Note: the platform used to accept x-user-id for impersonation.
type Client struct {
	http    *http.Client
	baseURL string
	key     string
}

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func New() *Client {
	return &Client{http: http.DefaultClient, baseURL: "https://calls.acme-dialer.com/api/public/v1", key: os.Getenv("CALLING_KEY")}
}

func (c *Client) do(req *http.Request, userID string, out any) error {
	req.Header.Set("X-Api-Key", c.key)
	req.Header.Set("X-User-Id", userID)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadGateway {
		return fmt.Errorf("identity provider unreachable, retry")
	}
	if resp.StatusCode >= 400 {
		var e apiError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("calling: %s", e.Error)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (c *Client) RemoveContact(listID, contactID int, userID string) error {
	req, _ := http.NewRequest(http.MethodDelete, fmt.Sprintf("%s/contact-lists/%d/contacts/%d", c.baseURL, listID, contactID), nil)
	return c.do(req, userID, nil)
}

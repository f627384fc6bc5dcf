package ringlio

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

var (
	ErrUserNotFound   = errors.New("ringlio: acting user not found")
	ErrIdPUnavailable = errors.New("ringlio: identity provider unreachable")
	ErrAPIDisabled    = errors.New("ringlio: API disabled")
)

type Client struct {
	cfg  Config
	http *http.Client
}

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type ContactList struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	ContactCount int       `json:"contact_count"`
	CreatedAt    time.Time `json:"created_at"`
}

func New(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: 20 * time.Second}}
}

func (c *Client) do(req *http.Request, out any) error {
	req.Header.Set(headerKey, c.cfg.APIKey)
	req.Header.Set(headerUser, c.cfg.ActingUser)
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 400 {
		var e apiError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		switch resp.StatusCode {
		case http.StatusNotFound:
			if e.Error == "user not found" {
				return ErrUserNotFound
			}
		case http.StatusBadGateway:
			return ErrIdPUnavailable
		case http.StatusServiceUnavailable:
			return ErrAPIDisabled
		}
		return fmt.Errorf("ringlio: %d %s", resp.StatusCode, e.Error)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// ContactLists pages through every contact list for the nightly report.
func (c *Client) ContactLists(page int) ([]ContactList, error) {
	url := fmt.Sprintf("%s%s/contact-lists?page=%d&per_page=200", c.cfg.Host, basePath, page)
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	var out struct {
		Data []ContactList `json:"data"`
	}
	if err := c.do(req, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}

func (c *Client) ContactList(id string) (*ContactList, error) {
	req, err := http.NewRequest(http.MethodGet, c.cfg.Host+basePath+"/contact-lists/"+id, nil)
	if err != nil {
		return nil, err
	}
	var cl ContactList
	return &cl, c.do(req, &cl)
}

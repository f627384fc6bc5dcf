package ringlane

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// Client is the v2 Ringlane client (per-user keys). Migrated in PLAT-398.
type Client struct {
	BaseURL string // https://api.ringlane.io/api/public/v2
	HTTP    *http.Client
}

type v2Error struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (c *Client) SendSMS(ctx context.Context, userKey, to, text string) error {
	body := fmt.Sprintf(`{"to":%q,"text":%q}`, to, text)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/messages", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+userKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 300 {
		return nil
	}
	var e v2Error
	_ = json.NewDecoder(resp.Body).Decode(&e)
	if e.Error.Code == "user_not_found" {
		return fmt.Errorf("ringlane: key owner deactivated")
	}
	return fmt.Errorf("ringlane %d %s: %s", resp.StatusCode, e.Error.Code, e.Error.Message)
}

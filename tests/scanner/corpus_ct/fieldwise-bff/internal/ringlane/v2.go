package ringlane

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// V2Client is the migrated client (calls + recordings already moved over).
type V2Client struct {
	baseURL string // https://api.ringlane.io/api/public/v2
	key     string // rl_live_<uuid>.<secret>
	http    *http.Client
}

func NewV2Client(baseURL, key string) *V2Client {
	return &V2Client{baseURL: strings.TrimRight(baseURL, "/"), key: key, http: http.DefaultClient}
}

type v2Error struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (c *V2Client) Recording(ctx context.Context, callID string) (string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/calls/"+callID+"/recording", nil)
	req.Header.Set("Authorization", "Bearer "+c.key)
	res, err := c.http.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		var e v2Error
		_ = json.NewDecoder(res.Body).Decode(&e)
		if e.Error.Code == "recording_not_ready" {
			return "", nil
		}
		return "", fmt.Errorf("ringlane v2 %d: %s", res.StatusCode, e.Error.Code)
	}
	var out struct {
		URL string `json:"url"`
	}
	return out.URL, json.NewDecoder(res.Body).Decode(&out)
}

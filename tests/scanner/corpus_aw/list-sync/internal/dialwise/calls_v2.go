package dialwise

// Call-log export already moved to Dialwise v2 (INT-2140). Lists are still on v1.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const v2Base = "https://api.dialwise.io/api/public/v2"

type V2Client struct {
	Token string // dw_live_<uuid>.<secret>
	HTTP  *http.Client
}

type v2Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type Call struct {
	ID         string    `json:"id"`
	Outcome    string    `json:"outcome"`
	StartedAt  time.Time `json:"started_at"`
	DurationS  int       `json:"duration_seconds"`
	ContactRef string    `json:"contact_ref"`
}

func (c *V2Client) CallsSince(ctx context.Context, since time.Time) ([]Call, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", v2Base+"/calls?since="+since.UTC().Format(time.RFC3339), nil)
	req.Header.Set("Authorization", "Bearer "+c.Token)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var p v2Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "rate_limited" {
			return nil, fmt.Errorf("dialwise v2: rate limited")
		}
		return nil, fmt.Errorf("dialwise v2: %s (%s)", p.Error.Message, p.Error.Code)
	}
	var out struct {
		Data []Call `json:"data"`
	}
	return out.Data, json.NewDecoder(resp.Body).Decode(&out)
}

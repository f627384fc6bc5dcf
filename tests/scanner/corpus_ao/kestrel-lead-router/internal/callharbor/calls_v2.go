package callharbor

// Call history was moved to the v2 API already (LR-118); contact lists still on v1.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const v2BaseURL = "https://api.callharbor.com/api/public/v2"

type v2Error struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type Call struct {
	ID        string `json:"id"`
	Phone     string `json:"phone"`
	Outcome   string `json:"outcome"`
	StartedAt string `json:"startedAt"`
}

func RecentCalls(ctx context.Context, phone string) ([]Call, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, v2BaseURL+"/calls?phone="+phone, nil)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("CALLHARBOR_V2_KEY"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var e v2Error
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if e.Error.Code == "user_not_found" {
			return nil, ErrActingUserUnknown
		}
		return nil, fmt.Errorf("callharbor v2: %s (%s)", e.Error.Message, e.Error.Code)
	}
	var out struct {
		Data []Call `json:"data"`
	}
	return out.Data, json.NewDecoder(resp.Body).Decode(&out)
}

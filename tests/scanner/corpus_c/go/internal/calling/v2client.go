package calling

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/google/uuid"
)

// V2Client is the migrated client (CLIN-4412). Bearer auth, structured errors.
type V2Client struct {
	Base string // https://api.dialwave.io/api/public/v2
	Key  string
	HTTP *http.Client
}

type V2Error struct {
	Error struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		RequestID string `json:"requestId"`
	} `json:"error"`
}

func (c *V2Client) CreateList(ctx context.Context, name, ownerID string) (*http.Response, error) {
	body := fmt.Sprintf(`{"name":%q,"ownerId":%q}`, name, ownerID)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+"/lists", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+c.Key)
	req.Header.Set(HeaderIdempotency, uuid.NewString())
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode >= 400 {
		var e V2Error
		_ = json.NewDecoder(resp.Body).Decode(&e)
		switch e.Error.Code {
		case "invalid_owner":
			return nil, fmt.Errorf("owner %s not allowed", ownerID)
		case "api_v1_retired":
			return nil, fmt.Errorf("still pointing at v1 base")
		}
		if resp.StatusCode == http.StatusServiceUnavailable {
			return nil, fmt.Errorf("temporary failure (%s), retry", e.Error.RequestID)
		}
		return nil, fmt.Errorf("%s: %s", e.Error.Code, e.Error.Message)
	}
	return resp, nil
}

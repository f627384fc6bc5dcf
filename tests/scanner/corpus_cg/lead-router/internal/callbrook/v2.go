package callbrook

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

type Client struct {
	BaseURL string
	Key     string
	HTTP    *http.Client
}

func (c *Client) AddMembers(ctx context.Context, audienceID string, phones []string) error {
	members := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		members = append(members, map[string]string{"phone_e164": p})
	}
	b, _ := json.Marshal(map[string]any{"members": members})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+fmt.Sprintf(pathAudienceMembers, audienceID), bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.Key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var eb v2ErrorBody
		_ = json.NewDecoder(resp.Body).Decode(&eb)
		return &APIError{Status: resp.StatusCode, Code: eb.Error.Code, Msg: eb.Error.Message}
	}
	return nil
}

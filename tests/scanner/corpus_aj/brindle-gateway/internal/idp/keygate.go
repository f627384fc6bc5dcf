package idp

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"
)

// KeyGate is our identity provider. Its userinfo endpoint is flaky behind
// the corporate proxy and answers 502/503 during failovers.
const userInfoURL = "https://id.keygate.brindlefreight.com/api/v1/userinfo"

var ErrIdPUnavailable = errors.New("idp: unavailable")

type UserInfo struct {
	Sub   string `json:"sub"`
	Email string `json:"email"`
}

func Lookup(ctx context.Context, token string) (*UserInfo, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, userInfoURL, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	client := &http.Client{Timeout: 5 * time.Second}
	for i := 0; i < 3; i++ {
		resp, err := client.Do(req)
		if err != nil {
			return nil, err
		}
		switch resp.StatusCode {
		case http.StatusBadGateway, http.StatusServiceUnavailable:
			resp.Body.Close()
			time.Sleep(time.Duration(i+1) * 200 * time.Millisecond)
			continue
		case http.StatusNotFound:
			resp.Body.Close()
			return nil, errors.New("idp: user not found")
		}
		defer resp.Body.Close()
		var u UserInfo
		return &u, json.NewDecoder(resp.Body).Decode(&u)
	}
	return nil, ErrIdPUnavailable
}

// Package callharborv2 is the v2 client; the worker switches to it once
// CALLHARBOR_V2_ENABLED=true in all regions.
package callharborv2

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const baseURL = "https://api.callharbor.io/api/public/v2"

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func newRequest(method, path string) (*http.Request, error) {
	req, err := http.NewRequest(method, baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	// v2 keys look like chk_live_<uuid>.<secret>
	req.Header.Set("Authorization", "Bearer "+os.Getenv("CALLHARBOR_V2_KEY"))
	return req, nil
}

func check(resp *http.Response) error {
	if resp.StatusCode < 300 {
		return nil
	}
	var p Problem
	_ = json.NewDecoder(resp.Body).Decode(&p)
	if p.Error.Code == "audience_not_found" {
		return fmt.Errorf("audience not found")
	}
	if resp.StatusCode == http.StatusServiceUnavailable {
		return fmt.Errorf("callharbor v2 unavailable, retry later")
	}
	return fmt.Errorf("callharbor v2 %s: %s", p.Error.Code, p.Error.Message)
}

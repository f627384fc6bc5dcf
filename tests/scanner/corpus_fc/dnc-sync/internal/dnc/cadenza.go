package dnc

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

var (
	cadenzaRoot = os.Getenv("CADENZA_ROOT") // e.g. https://api.cadenzadial.com
	apiVersion  = "v1"
)

// Purger removes do-not-call numbers from every Cadenza contact list.
type Purger struct {
	HC       *http.Client
	Key      string
	ActingID string
}

func (p *Purger) endpoint(format string, args ...any) string {
	return fmt.Sprintf("%s/api/public/%s", cadenzaRoot, apiVersion) + fmt.Sprintf(format, args...)
}

func (p *Purger) newReq(ctx context.Context, method, u string) *http.Request {
	req, _ := http.NewRequestWithContext(ctx, method, u, nil)
	req.Header.Set("Authorization", "Bearer "+p.Key)
	req.Header.Set("X-User-Id", p.ActingID)
	return req
}

func (p *Purger) listIDs(ctx context.Context) ([]string, error) {
	resp, err := p.HC.Do(p.newReq(ctx, http.MethodGet, p.endpoint("/contact-lists?fields=id")))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if err := checkStatus(resp); err != nil {
		return nil, err
	}
	var out struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	ids := make([]string, len(out.Data))
	for i, d := range out.Data {
		ids[i] = d.ID
	}
	return ids, nil
}

func (p *Purger) Purge(ctx context.Context, phone string) (int, error) {
	ids, err := p.listIDs(ctx)
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, id := range ids {
		u := p.endpoint("/contact-lists/%s/contacts/%s", url.PathEscape(id), url.PathEscape(phone))
		resp, err := p.HC.Do(p.newReq(ctx, http.MethodDelete, u))
		if err != nil {
			return removed, err
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusNoContent {
			removed++
		}
	}
	return removed, nil
}

type transientErr struct{ msg string }

func (e transientErr) Error() string { return e.msg }

func checkStatus(resp *http.Response) error {
	if resp.StatusCode < 300 {
		return nil
	}
	var body map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&body)
	msg, _ := body["error"].(string)
	if resp.StatusCode == http.StatusBadGateway {
		return transientErr{"cadenza idp unreachable: " + msg}
	}
	if resp.StatusCode == http.StatusNotFound && msg == "user not found" {
		return fmt.Errorf("dnc purge bot %q is not provisioned in Cadenza", os.Getenv("CADENZA_ACTING_ID"))
	}
	return fmt.Errorf("cadenza: %d %s", resp.StatusCode, msg)
}

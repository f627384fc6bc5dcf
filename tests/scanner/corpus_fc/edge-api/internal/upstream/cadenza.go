package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Migrated to Cadenza public API v2 in PLAT-1142. Keys are scoped
// (cdz_live_<uuid>.<secret>) and sent as a bearer token; the acting user is
// derived from the key, so no identity headers are sent any more.
const cadenzaV2Base = "https://api.cadenzadial.com/api/public/v2"

type Cadenza struct {
	hc  *http.Client
	key string
}

func NewCadenza() *Cadenza {
	return &Cadenza{hc: http.DefaultClient, key: os.Getenv("CADENZA_V2_KEY")}
}

func (c *Cadenza) EnqueueCalls(ctx context.Context, campaignID string, phones []string) (int, error) {
	buf, _ := json.Marshal(map[string]any{"campaign_ref": campaignID, "phones": phones})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, cadenzaV2Base+"/call-batches", bytes.NewReader(buf))
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return 0, decodeV2Error(resp)
	}
	var out struct {
		Accepted int `json:"accepted"`
	}
	return out.Accepted, json.NewDecoder(resp.Body).Decode(&out)
}

func decodeV2Error(resp *http.Response) error {
	var e V2Error
	if err := json.NewDecoder(resp.Body).Decode(&e); err != nil {
		return fmt.Errorf("cadenza v2: status %d", resp.StatusCode)
	}
	return &e
}

package dialstack

import (
	"context"
	"encoding/json"
	"io"
	"net/http"

	"github.com/oakhollow/dialer-gateway/internal/retry"
)

// Dialstack answers 502 when its SSO directory lookup times out; that one is transient.
var retryableStatus = map[int]bool{429: true, 502: true}

func withRetry(ctx context.Context, send func() (*http.Response, error), out any) error {
	return retry.Do(ctx, retry.Policy{Attempts: 4}, func() (bool, error) {
		resp, err := send()
		if err != nil {
			return true, err
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			apiErr := &APIError{StatusCode: resp.StatusCode}
			b, _ := io.ReadAll(resp.Body)
			_ = json.Unmarshal(b, apiErr)
			return retryableStatus[resp.StatusCode], apiErr
		}
		if out == nil {
			return false, nil
		}
		return false, json.NewDecoder(resp.Body).Decode(out)
	})
}

package calling

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
)

// VerifyV2 checks Service-Signature: t=<ms>,v1=<hex>. (The legacy verifier stays until the
// v2 subscription is verified.)
func VerifyV2(r *http.Request, secret string, raw []byte) bool {
	header := r.Header.Get("Service-Signature")
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		if strings.HasPrefix(part, "t=") {
			ts = part[2:]
		} else if strings.HasPrefix(part, "v1=") {
			sig = part[3:]
		}
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + string(raw)))
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig))
}

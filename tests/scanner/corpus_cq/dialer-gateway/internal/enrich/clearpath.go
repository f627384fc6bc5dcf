package enrich

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Clearpath sits behind our own AWS API Gateway usage plan, hence x-api-key.
const clearpathURL = "https://enrich.internal.quillmark-solar.com/v1/phones/%s"

type PhoneInfo struct {
	LineType string `json:"lineType"`
	Carrier  string `json:"carrier"`
}

func Lookup(phone string) (*PhoneInfo, error) {
	req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf(clearpathURL, phone), nil)
	req.Header.Set("x-api-key", os.Getenv("CLEARPATH_GATEWAY_KEY"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("clearpath unavailable (%d)", resp.StatusCode)
	case http.StatusNotFound:
		return nil, nil
	}
	var out PhoneInfo
	return &out, json.NewDecoder(resp.Body).Decode(&out)
}

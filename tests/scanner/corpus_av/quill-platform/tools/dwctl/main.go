// dwctl: small CLI the platform team uses to inspect Dialwave contact lists.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"
)

const (
	defaultBase    = "https://api.dialwave.io/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerActingAs = "X-User-Email"
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func main() {
	listID := flag.String("list", "", "contact list id")
	as := flag.String("as", "platform-bot@quillstone.com", "acting user email")
	flag.Parse()

	base := os.Getenv("DIALWAVE_BASE_URL")
	if base == "" {
		base = defaultBase
	}
	req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/contact-lists/%s", base, *listID), nil)
	req.Header.Set(headerAPIKey, os.Getenv("DIALWAVE_API_KEY"))
	req.Header.Set(headerActingAs, *as)

	client := &http.Client{Timeout: 20 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 400 {
		var e apiError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		switch resp.StatusCode {
		case http.StatusBadGateway:
			fmt.Fprintln(os.Stderr, "Dialwave could not reach Okta; retry in a minute")
		case http.StatusServiceUnavailable:
			fmt.Fprintln(os.Stderr, "Dialwave API is disabled for this workspace")
		case http.StatusNotFound:
			if e.Error == "user not found" {
				fmt.Fprintf(os.Stderr, "acting user %s unknown to Dialwave\n", *as)
				os.Exit(4)
			}
		}
		fmt.Fprintf(os.Stderr, "error %d: %s\n", resp.StatusCode, e.Error)
		for _, d := range e.Details {
			fmt.Fprintf(os.Stderr, "  %s: %s\n", d.Path, d.Message)
		}
		os.Exit(1)
	}
	var list map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&list)
	out, _ := json.MarshalIndent(list, "", "  ")
	fmt.Println(string(out))
}

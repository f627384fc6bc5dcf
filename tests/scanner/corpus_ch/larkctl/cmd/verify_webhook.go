package cmd

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

// capturedDelivery is what the webhook relay dumps into S3 for every delivery.
type capturedDelivery struct {
	Headers map[string]string `json:"headers"`
	Body    string            `json:"body"`
}

var verifyWebhookCmd = &cobra.Command{
	Use:   "verify-webhook <capture.json>",
	Short: "Check the signature of a captured dialer webhook delivery",
	Args:  cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		raw, err := os.ReadFile(args[0])
		if err != nil {
			return err
		}
		var d capturedDelivery
		if err := json.Unmarshal(raw, &d); err != nil {
			return err
		}
		got := d.Headers["X-Phonelark-Signature"]
		mac := hmac.New(sha256.New, []byte(viper.GetString("webhook_secret")))
		mac.Write([]byte(d.Body))
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(got), []byte(want)) {
			return fmt.Errorf("signature mismatch")
		}
		fmt.Println("signature OK")
		return nil
	},
}

func init() { rootCmd.AddCommand(verifyWebhookCmd) }

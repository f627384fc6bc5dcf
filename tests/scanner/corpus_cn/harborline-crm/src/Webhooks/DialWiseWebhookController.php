<?php
namespace Harborline\Webhooks;

use Harborline\Dialer\CallOutcomeRecorder;

class DialWiseWebhookController
{
    private $secret;
    private $recorder;

    public function __construct(string $secret, CallOutcomeRecorder $recorder)
    {
        $this->secret = $secret;
        $this->recorder = $recorder;
    }

    public function handle(array $server, string $payload): int
    {
        $sig = $server['HTTP_X_DIALWISE_SIGNATURE'] ?? '';
        $expected = hash_hmac('sha256', $payload, $this->secret);
        if (!hash_equals($expected, $sig)) {
            return 401;
        }
        $event = json_decode($payload, true);
        if (($event['type'] ?? '') === 'call.completed') {
            $this->recorder->record($event['data']);
        }
        return 204;
    }
}
